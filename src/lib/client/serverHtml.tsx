/**
 * The doc page shown at load keeps the content the server sent.
 *
 * The built page already holds its content as HTML. Hydrating it meant
 * fetching the page's compiled MDX (up to 8 KiB gzip) and rendering all of it
 * again, only to find the same DOM. Instead:
 *
 * - the server writes the few facts the page's frame renders from (front
 *   matter, table of contents, metadata) into the page as JSON
 *   (src/theme/DocItem, `pageHeadJson`);
 * - before the routes are made, `headFromServerHtml()` hands the route of the
 *   page on screen a module made of that JSON, whose content component loads
 *   the page's compiled MDX only when asked to (`laterBody`);
 * - src/theme/DocItem/Content keeps the server's DOM for it, and renders the
 *   content whole once a reader reaches for one of its controls or comes
 *   back to the page after leaving it.
 *
 * Every page the browser renders itself (a page change) loads its whole
 * module, as before. The page's facts come with its module
 * (src/lib/remark/pageFacts), so a page of a released version, which renders
 * frozen facts, keeps its server HTML the same way.
 */
import type {ComponentType} from 'react';

/** The id of the JSON script the server writes into a doc page. */
export const pageHeadId = 'sx-page-head';

/** The named exports of a doc module that the page frame reads (useDoc()). */
export const pageHeadKeys = ['metadata', 'frontMatter', 'toc', 'contentTitle', 'assets'] as const;

/**
 * A doc module's head as the JSON text of a script element: only the frame's
 * exports, and no `<` (a `</script>` in a title must not end the element).
 */
export function pageHeadJson(content: object): string {
  const head = Object.fromEntries(
    pageHeadKeys
      .map((key) => [key, (content as Record<string, unknown>)[key]] as const)
      .filter(([, v]) => v !== undefined),
  );
  return JSON.stringify(head).replace(/</g, '\\u003c');
}

export interface BodyModule {
  default: ComponentType<object>;
  mdxComponents?: object;
}

/** A page's content component that loads the compiled MDX when asked to. */
export type LaterBody = ComponentType<object> & {
  load(): Promise<void>;
  loaded(): boolean;
};

export function laterBody(load: () => Promise<BodyModule>): LaterBody {
  let Loaded: ComponentType<object> | undefined;
  let loading: Promise<void> | undefined;
  function PageBody(props: object) {
    if (!Loaded) {
      // Not reached by DocItem/Content, which renders this only once loaded.
      throw body.load();
    }
    return <Loaded {...props} />;
  }
  const body = Object.assign(PageBody, {
    load: (): Promise<void> =>
      (loading ??= load().then(
        (module) => {
          Loaded = module.default;
          // The module's MDX components, which src/theme/MDXContent reads from the page's component.
          Object.assign(body, {mdxComponents: module.mdxComponents});
        },
        (error: unknown) => {
          // Asked again later (back online), it tries again.
          loading = undefined;
          throw error;
        },
      )),
    loaded: (): boolean => Loaded !== undefined,
  });
  return body;
}

export const isLaterBody = (type: unknown): type is LaterBody =>
  typeof type === 'function' && typeof (type as Partial<LaterBody>).load === 'function';

/** Whether React is hydrating the server's HTML (false on the server, and after the first commit). */
export const hydrating = (): boolean =>
  typeof document !== 'undefined' && document.documentElement.dataset.hasHydrated !== 'true';
