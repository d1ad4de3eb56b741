/**
 * Page changes without long tasks. Docusaurus renders the next
 * page in one piece once its chunks are in (PendingNavigation sets
 * `nextRouteHasLoaded` from a promise): a single task of 30–100 ms on a long
 * page, more on a slow phone. This plugin puts ./PendingNavigation.js in its
 * place, the same component with that one state update marked as a
 * transition, so React renders the new page in slices and commits it whole.
 * While that page renders the slices are longer than the scheduler's 5 ms
 * (PAGE_SLICE_MS in ./PendingNavigation.js): at every yield the browser
 * could paint the old page again while the new one waited.
 * Nothing else changes: the old page stays until the new one is ready,
 * the route lifecycles and the reload on a failed chunk are the core's.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {coreClientFile} from '../packageFiles';
import {patchOn} from '../patches';
import {routerModule} from '../slim-bundle';

export default function pageChange(context: LoadContext): Plugin {
  const app = coreClientFile('App.js');
  return {
    name: 'page-change',
    configureWebpack(_config, isServer, {currentBundler}) {
      // The react-router the core's client uses (the same context object); ./ShownLocation.js
      // reads it in both builds.
      const router = {'@sx/react-router$': routerModule(context, isServer)};
      if (isServer || !patchOn('page change in slices')) {
        return {resolve: {alias: router}};
      }
      return {
        resolve: {
          alias: {
            ...router,
            '@sx/core-pending-navigation$': coreClientFile('PendingNavigation.js'),
            '@sx/core-client-lifecycles$': coreClientFile('ClientLifecyclesDispatcher.js'),
          },
        },
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(
            /^\.\/PendingNavigation$/,
            (resource: {request: string; contextInfo?: {issuer?: string}}) => {
              if (resource.contextInfo?.issuer === app) {
                resource.request = path.join(__dirname, 'PendingNavigation.js');
              }
            },
          ),
        ],
      };
    },
  };
}
