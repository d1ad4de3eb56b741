/**
 * Link prefetching with the spec's hover delay (src/lib/client/hoverPreload.ts),
 * loaded after the first load: once the window has loaded and the browser is
 * idle after the first route update, in a chunk of its own. Until then the
 * core's prefetch requests (links scrolling into view) wait in a queue, and a
 * hover preloads nothing (a click still loads its page at once).
 */
import type {ClientModule} from '@docusaurus/types';
import type {Loader} from '@site/src/lib/client/hoverPreload';
import {afterLoad} from '@site/src/lib/client/afterLoad';

function queueUntilLoaded(): void {
  const w = window as unknown as {docusaurus?: Loader; sxHoverPreload?: boolean};
  const core = w.docusaurus;
  if (!core || w.sxHoverPreload) {
    return;
  }
  w.sxHoverPreload = true;
  const waiting: string[] = [];
  w.docusaurus = {
    prefetch: (path: string) => {
      waiting.push(path);
      return false;
    },
    preload: () => false,
  };
  afterLoad(() => import(/* webpackChunkName: "after-load" */ '@site/src/lib/client/hoverPreload')).then(
    (module) => module.install(core, waiting),
    // Offline or a stale deploy: the core prefetches as it would without this module.
    () => (w.docusaurus = core),
  );
}

const hoverPreload: ClientModule = {
  onRouteDidUpdate() {
    queueUntilLoaded();
  },
};

export default hoverPreload;
