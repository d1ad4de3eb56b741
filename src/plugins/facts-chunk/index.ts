/**
 * The facts that pages provide to their components (src/lib/remark/pageFacts)
 * in one chunk shared by every page, instead of a copy in each page's chunk:
 * ./prefetch.ts gets it ready (prefetched, then run) when the browser is
 * idle after the first load, so a page change fetches only its page.
 * Facts that main.js needs anyway (the frame's) stay there. (Not prefetched
 * with a `webpackPrefetch` import: the bundler's prefetch startup made a
 * 83–142 ms task of the first load at 8× CPU.)
 * The content components pages import (src/lib/remark/pageComponents) join
 * the same chunk, rather than a copy in each page's chunk.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {pageComponents} from '../../lib/remark/pageComponents';
import {factsChunkName} from './name';

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** src/data, and the modules of the content components (a file, or a folder's files). */
export const sharedModules = new RegExp(
  `[\\\\/]src[\\\\/](?:data[\\\\/]|(?:${[...new Set(Object.values(pageComponents).map((c) => c.from))]
    .map((from) => escape(from.replace(/^@site\/src\//, '')).replace(/\//g, '[\\\\/]'))
    .join('|')})(?:[\\\\/.]))`,
);

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
                    test: sharedModules,
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
