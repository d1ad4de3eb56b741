import registry from '@generated/registry';
import routesChunkNames from '@generated/routesChunkNames';
import {laterBody, pageHeadId, type BodyModule} from './serverHtml';

/**
 * Run by the production entry before the routes are made (src/plugins/staged-start):
 * the route of the page on screen gets its head from the page's JSON, and a
 * content component that loads the whole module only when it is rendered.
 * Does nothing where the page has no such JSON, or the JSON names another page.
 */
export function headFromServerHtml(): void {
  const script = document.getElementById(pageHeadId);
  let head: {metadata?: {permalink?: string}} | undefined;
  try {
    head = script ? (JSON.parse(script.textContent ?? '') as typeof head) : undefined;
  } catch {
    // An unreadable head: the page hydrates from its whole module, as any page would.
  }
  const page = head?.metadata?.permalink;
  if (!head || page !== window.location.pathname) {
    return;
  }
  for (const [key, chunks] of Object.entries(routesChunkNames)) {
    // Keys are "<route path>-<hash>".
    if (key.slice(0, key.lastIndexOf('-')) !== page) {
      continue;
    }
    const name = (chunks as {content?: unknown}).content;
    const entry = typeof name === 'string' ? registry[name] : undefined;
    if (entry) {
      const module = {...head, default: laterBody(entry[0] as () => Promise<BodyModule>)};
      entry[0] = (() => Promise.resolve(module)) as (typeof entry)[0];
    }
  }
}
