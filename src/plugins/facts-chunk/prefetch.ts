/**
 * Gets the shared facts chunk ready for the first page change, in idle time
 * after the first load: a prefetch hint, then, once the file is in the cache,
 * its modules run at the next idle moment (the facts' constants and the
 * content components' definitions). Links in view prefetch the facts chunk
 * with their pages (it is a split chunk they need: src/lib/client/routeChunks.ts),
 * but without the run the first page change evaluates them cold (about 1 ms
 * of CPU). Skipped on a slow or data-saving connection, as the core's
 * prefetch is. The chunk's URL comes from the core's webpack runtime
 * function `gca` (a patch target, src/plugins/patches.ts).
 */
import type {ClientModule} from '@docusaurus/types';
import {prefetchChunk} from '@site/src/lib/client/routeChunks';
import {whenIdle} from '@site/src/lib/client/whenIdle';
import {factsChunkName} from './name';

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
  // The module pages import their facts from (src/lib/remark/pageFacts, factsModules.today).
  void prefetchChunk(href).then(() => whenIdle(() => void import('@site/src/data/all')));
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
