/** The files of the built site (BUILD_DIR, default build/), for the checks on the build. */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {load, type CheerioAPI} from 'cheerio';
import type {Element, Root} from 'hast';
import {htmlFileFor} from '../../src/plugins/builtPages';

export const buildDir = path.resolve(process.env.BUILD_DIR ?? path.join(__dirname, '..', '..', 'build'));

export function builtFiles(keep: (rel: string) => boolean, rel = ''): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(path.join(buildDir, rel), {withFileTypes: true})) {
    const child = rel ? `${rel}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      out.push(...builtFiles(keep, child));
    } else if (keep(child)) {
      out.push(path.join(buildDir, child));
    }
  }
  return out.sort();
}

/** Every element below `node` that passes `keep`, in document order. */
export function all(node: Root | Element, keep: (e: Element) => boolean, out: Element[] = []): Element[] {
  for (const child of node.children) {
    if (child.type === 'element') {
      if (keep(child)) out.push(child);
      all(child, keep, out);
    }
  }
  return out;
}

const parsed = new Map<string, CheerioAPI>();
/** The built HTML of a route ("/", "/faq"), parsed once (cheerio). */
export function builtPage(route: string): CheerioAPI {
  let $ = parsed.get(route);
  if (!$) {
    $ = load(readFileSync(htmlFileFor(buildDir, route), 'utf8'));
    parsed.set(route, $);
  }
  return $;
}
