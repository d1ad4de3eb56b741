/**
 * main.js without one long task (issue 18). The browser runs a script's
 * modules in the task that evaluates it: for main.js that was one task of
 * about 30 ms at full speed, 250 ms and more on a slow phone (8× CPU
 * slowdown), the largest part of the blocking time of every first load.
 * This plugin makes ./entry.js the production client entry: the same
 * bundle and requests, its modules run in a few tasks, then the core's own
 * client entry (hydration) as before. Development keeps the core's entry
 * (hot reload).
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {coreClientFile} from '../packageFiles';

export default function stagedStart(): Plugin {
  const coreEntry = coreClientFile('clientEntry.js');
  return {
    name: 'staged-start',
    configureWebpack(config, isServer) {
      if (isServer || config.mode !== 'production') {
        return {};
      }
      if (config.entry !== coreEntry) {
        console.warn(`[staged-start] the client entry is not the core's (${String(config.entry)}): left as it is.`);
        return {};
      }
      return {
        entry: path.join(__dirname, 'entry.js'),
        resolve: {alias: {'@sx/core-client-entry$': coreEntry}},
      };
    },
  };
}
