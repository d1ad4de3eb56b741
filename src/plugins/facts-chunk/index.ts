/**
 * The facts that pages provide to their components (src/lib/remark/pageFacts)
 * in one chunk shared by every page, instead of a copy in each page's chunk:
 * the first page change fetches it with its page, later ones fetch only
 * their page. Facts that main.js needs anyway (the frame's) stay there. The
 * browser prefetches the chunk at idle after the first load (./prefetch.ts).
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** The name of the shared facts chunk (assets/js/site-data.<hash>.js). */
export const factsChunkName = 'site-data';

export default function factsChunk(): Plugin {
  return {
    name: 'facts-chunk',
    getClientModules: () => [path.join(__dirname, 'prefetch.ts')],
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
