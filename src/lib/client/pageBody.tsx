/**
 * A doc page's content in the browser (src/plugins/page-body): the head
 * module of a page awaits pageBody() before the route renders it.
 *
 * - Pages rendered by the browser (a page change) get their body at once:
 *   the route waits for it, as it waited for the whole module before.
 * - The page whose server HTML is on screen at load keeps that HTML
 *   (src/theme/DocItem/Content); its body loads only when it is rendered
 *   after all: when the reader comes back to it, or when its HTML has parts
 *   that need the page's components (buttons). Rendering it before it has
 *   loaded suspends, which keeps the previous screen in a page change (a
 *   transition).
 */
import type {ComponentType} from 'react';
import type {Props as ContentProps} from '@theme/DocItem/Content';

interface BodyModule {
  default: ComponentType<object>;
}

let serverHtml = typeof document !== 'undefined' && document.querySelector('.theme-doc-markdown') !== null;

/** Whether the page on screen is still the server's HTML, not yet hydrated. */
export const showsServerHtml = (): boolean => serverHtml;

/** Called once the page shown at load has hydrated: later pages render whole. */
export function serverHtmlHydrated(): void {
  serverHtml = false;
}

/**
 * The theme's content frame (the `.markdown` block, with the MDX components
 * the content renders with): a chunk of its own, which the page shown at load
 * does not need. Loaded with the first page rendered in the browser.
 */
let Frame: ComponentType<ContentProps> | undefined;
let frameLoading: Promise<void> | undefined;
export const contentFrame = (): ComponentType<ContentProps> | undefined => Frame;
export const loadContentFrame = (): Promise<void> =>
  (frameLoading ??= import('./ContentFrame').then((module) => {
    Frame = module.default;
  }));

export type PageBody = ComponentType<object> & {load?: () => Promise<void>};

export async function pageBody(load: () => Promise<BodyModule>): Promise<PageBody> {
  if (!serverHtml) {
    const [module] = await Promise.all([load(), loadContentFrame()]);
    return module.default;
  }
  let Loaded: ComponentType<object> | undefined;
  let loading: Promise<void> | undefined;
  const loadBody = (): Promise<void> =>
    (loading ??= Promise.all([load(), loadContentFrame()]).then(([module]) => {
      Loaded = module.default;
    }));
  function LaterBody(props: object) {
    if (!Loaded) {
      throw loadBody();
    }
    return <Loaded {...props} />;
  }
  return Object.assign(LaterBody, {load: loadBody});
}
