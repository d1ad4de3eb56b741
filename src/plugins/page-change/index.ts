/**
 * Page changes without long tasks and without rendering the old page again: ./PendingNavigation.js
 * takes the place of the core's in its App.js, the same component with two changes. A link's push waits
 * (briefly) for the next page's chunks, through the core's preload, and that page then shows in one
 * transition; the update that shows a page after the core's pending phase is a transition too. Both
 * render in slices. The route lifecycles and the reload on a failed chunk are the core's.
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
        resolve: {
          alias: {
            '@sx/core-pending-navigation$': coreClientFile('PendingNavigation.js'),
            '@sx/core-preload$': coreClientFile('preload.js'),
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
