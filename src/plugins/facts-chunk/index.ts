/**
 * The facts that pages provide to their components (src/lib/remark/pageFacts)
 * in one chunk shared by every page, instead of a copy in each page's chunk
 * (a cache group: public bundler configuration, every build). Links in view
 * prefetch it with their pages (it is a split chunk they need:
 * src/plugins/route-chunks). Facts that main.js needs anyway (the frame's)
 * stay there. The content components pages import
 * (src/lib/remark/pageComponents) join the same chunk.
 */
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
