/**
 * Gets the shared facts chunk ready for the first page change, in idle time
 * once the first load is over (the window's `load`): it imports the module pages read their facts from,
 * which loads the chunk (the facts' constants and the content components'
 * definitions) and runs it. The core prefetches the chunks it names for each
 * route in view, not the split chunks those need: without this the first
 * page change fetches the facts over the network while its own chunk comes
 * from the cache, and evaluates them cold. Skipped on a slow or data-saving
 * connection, as the core's prefetch is.
 */
import type {ClientModule} from '@docusaurus/types';
import {whenIdle} from '@site/src/lib/client/whenIdle';

function loadFacts(): void {
  const connection = (navigator as {connection?: {effectiveType?: string; saveData?: boolean}}).connection;
  if (connection?.saveData || connection?.effectiveType?.includes('2g')) {
    return;
  }
  // The module pages import their facts from (src/lib/remark/pageFacts, factsModules.today).
  void import('@site/src/data/all');
}

const factsPrefetch: ClientModule = {
  onRouteDidUpdate({previousLocation}) {
    if (previousLocation) {
      return;
    }
    if (document.readyState === 'complete') {
      whenIdle(loadFacts);
    } else {
      window.addEventListener('load', () => whenIdle(loadFacts), {once: true});
    }
  },
};

export default factsPrefetch;
