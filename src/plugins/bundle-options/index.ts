/**
 * Bundler options that make main.js and its runtime smaller, through the
 * public `configureWebpack`: no patch, so every build has them (SX_STOCK too).
 *
 * - Chunk ids are chunk names (`optimization.chunkIds: 'named'`): each page's
 *   content chunk is named by the core, so the runtime finds its file without
 *   an id → name table (one entry per page). The site's lazy chunks are named
 *   where they are imported (`webpackChunkName`), short and free of paths.
 * - Two libraries that react-router imports only for `withRouter` and its
 *   development checks are marked free of side effects, so the bundler leaves
 *   them out while nothing uses them (0.9 KiB of main.js).
 */
import type {Plugin} from '@docusaurus/types';

/** Libraries without side effects whose package.json does not say so. */
export const sideEffectFree = ['hoist-non-react-statics', 'react-is'];

export default function bundleOptions(): Plugin {
  return {
    name: 'bundle-options',
    configureWebpack(config, isServer) {
      if (isServer || config.mode !== 'production') {
        return {};
      }
      return {
        module: {
          rules: [
            {test: new RegExp(`[\\\\/]node_modules[\\\\/](${sideEffectFree.join('|')})[\\\\/]`), sideEffects: false},
          ],
        },
        optimization: {chunkIds: 'named'},
      };
    },
  };
}
