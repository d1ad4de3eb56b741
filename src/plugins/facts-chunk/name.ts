/** The name of the shared facts chunk (assets/js/site-data.<hash>.js), for the plugin and its client module. */
export const factsChunkName = 'site-data';

/**
 * The core's chunk of the modules more than half the pages share (lib/webpack/base.js,
 * cache group `common`): the theme's MDX components, which the pages' modules
 * import (src/lib/remark/pageComponents). Prefetched with the facts; a build
 * whose pages share no such module has none.
 */
export const commonChunkName = 'common';
