/**
 * The facts that pages provide to their components (src/lib/remark/pageFacts)
 * in one chunk shared by every page, instead of a copy in each page's chunk:
 * ./prefetch.ts gets it ready (prefetched, then run) when the browser is
 * idle after the first load, so a page change fetches only its page.
 * Facts that main.js needs anyway (the frame's) stay there. (Not prefetched
 * with a `webpackPrefetch` import: the bundler's prefetch startup made a
 * 83–142 ms task of the first load at 8× CPU.)
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {factsChunkName} from './name';

export default function factsChunk(): Plugin {
  return {
    name: 'facts-chunk',
    getClientModules() {
      return [path.join(__dirname, 'prefetch.ts')];
    },
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
