/**
 * Page changes without long tasks: the core renders the next page in one piece once its chunks are in
 * (PendingNavigation's `nextRouteHasLoaded`), a task of 30–100 ms on a long page. ./PendingNavigation.js
 * takes its place in the core's App.js: the same component, with that update a transition rendered in
 * slices. The old page stays until the new one is ready; the route lifecycles and the reload on a failed
 * chunk are the core's.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {coreClientFile} from '../packageFiles';
import {patchOn} from '../patches';

export default function pageChange(): Plugin {
  const app = coreClientFile('App.js');
  return {
    name: 'page-change',
    configureWebpack(_config, isServer, {currentBundler}) {
      if (isServer || !patchOn('page change in slices')) {
        return {};
      }
      return {
        resolve: {alias: {'@sx/core-pending-navigation$': coreClientFile('PendingNavigation.js')}},
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
