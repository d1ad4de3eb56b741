/**
 * The facts that pages provide to their components (src/lib/remark/pageFacts)
 * in one chunk shared by every page, instead of a copy in each page's chunk
 * (a cache group: public bundler configuration, every build). Links in view
 * prefetch it with their pages (it is a split chunk they need:
 * src/plugins/route-chunks). Facts that main.js needs anyway (the frame's)
 * stay there, and so do the after-load chunk's (src/lib/client/afterLoad). The content components pages import
 * (src/lib/remark/pageComponents) join the same chunk.
 */
import type {Plugin} from '@docusaurus/types';
import {afterLoadChunkName} from '../../lib/client/afterLoadName';
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
                    // Pages' chunks only: the frame's after-load chunk keeps the few facts it
                    // uses, so a first visit does not fetch every page's facts once idle.
                    chunks: (chunk: {name?: string | null; canBeInitial(): boolean}) =>
                      !chunk.canBeInitial() && chunk.name !== afterLoadChunkName,
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
