/**
 * The facts that pages provide to their components (src/lib/remark/pageFacts)
 * in one chunk shared by every page, instead of a copy in each page's chunk:
 * the first page change fetches it with its page, later ones fetch only
 * their page. Facts that main.js needs anyway (the frame's) stay there.
 * (Not prefetched with a `webpackPrefetch` import: the bundler's prefetch
 * startup made a 83–142 ms task of the first load at 8× CPU, bench/PERF.md.)
 */
import type {Plugin} from '@docusaurus/types';

/** The name of the shared facts chunk (assets/js/site-data.<hash>.js). */
const factsChunkName = 'site-data';

export default function factsChunk(): Plugin {
  return {
    name: 'facts-chunk',
    configureWebpack(_config, isServer) {
      return isServer
        ? {}
        : {
            optimization: {
              splitChunks: {
                cacheGroups: {
                  [factsChunkName]: {
                    test: /[\\/]src[\\/]data[\\/]/,
                    name: factsChunkName,
                    chunks: 'async',
                    enforce: true,
                    priority: 45,
                  },
                },
              },
            },
          };
    },
  };
}
