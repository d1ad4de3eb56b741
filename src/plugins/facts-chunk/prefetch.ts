/**
 * Gets the shared facts chunk ready for the first page change, in idle time
 * after the first load: a prefetch hint, then, once the file is in the cache,
 * its modules run at the next idle moment (the facts' constants and the
 * content components' definitions). The core prefetches the chunks it names for each route in
 * view, not the split chunks those need: without the hint the first page
 * change fetches the facts over the network while its own chunk comes from
 * the cache (5–15 ms on loopback), and without the run it evaluates them
 * cold (about 1 ms of CPU). The core's chunk of modules most pages share
 * (the MDX components) gets the same hint. Skipped on a slow or data-saving connection, as
 * the core's prefetch is. The chunk's URL comes from the core's webpack
 * runtime function `gca` (a patch target, src/plugins/patches.ts).
 */
import type {ClientModule} from '@docusaurus/types';
import {whenIdle} from '@site/src/lib/client/whenIdle';
import {commonChunkName, factsChunkName} from './name';

declare const __webpack_require__: {gca: (chunkName: string) => string};

function prefetchFacts(): void {
  const connection = (navigator as {connection?: {effectiveType?: string; saveData?: boolean}}).connection;
  if (connection?.saveData || connection?.effectiveType?.includes('2g')) {
    return;
  }
  const href = __webpack_require__.gca(factsChunkName);
  if (href.includes('undefined')) {
    throw new Error(`[facts-chunk] the build has no chunk named ${factsChunkName} (src/plugins/facts-chunk)`);
  }
  const common = __webpack_require__.gca(commonChunkName);
  if (!common.includes('undefined')) {
    const hint = document.createElement('link');
    hint.rel = 'prefetch';
    hint.href = common;
    document.head.appendChild(hint);
  }
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.href = href;
  // The module pages import their facts from (src/lib/remark/pageFacts, factsModules.today).
  link.onload = () => whenIdle(() => void import('@site/src/data/all'));
  document.head.appendChild(link);
}

const factsPrefetch: ClientModule = {
  onRouteDidUpdate({previousLocation}) {
    if (previousLocation) {
      return;
    }
    whenIdle(prefetchFacts);
  },
};

export default factsPrefetch;
