/**
 * main.js without one long task (issue 18). The browser runs a script's
 * modules in the task that evaluates it: for main.js that was one task of
 * about 30 ms at full speed, 250 ms and more on a slow phone (8× CPU
 * slowdown), the largest part of the blocking time of every first load.
 * This plugin makes ./entry.js the production client entry: the same
 * bundle and requests, its modules run in a few tasks, then the core's own
 * client entry (hydration) as before. Development keeps the core's entry
 * (hot reload).
 *
 * main.js (and its runtime) also start with V8's compile hint (`//# allFunctionsCalledOnLoad`,
 * Chrome 136+; other engines read a comment): its functions are compiled
 * while it downloads, off the main thread, instead of one by one on the main
 * thread the first time each runs, which for the page's content components
 * is the first page change (bench/PERF.md, tenth round).
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {coreClientFile} from '../packageFiles';

/** The first line of main.js and its runtime (V8's explicit compile hint for a whole file). */
export const compileHint = '//# allFunctionsCalledOnLoad';

export default function stagedStart(): Plugin {
  const coreEntry = coreClientFile('clientEntry.js');
  return {
    name: 'staged-start',
    configureWebpack(config, isServer, {currentBundler}) {
      if (isServer || config.mode !== 'production') {
        return {};
      }
      if (config.entry !== coreEntry) {
        console.warn(`[staged-start] the client entry is not the core's (${String(config.entry)}): left as it is.`);
        return {};
      }
      const {BannerPlugin, Compilation} = currentBundler.instance;
      return {
        entry: path.join(__dirname, 'entry.js'),
        resolve: {alias: {'@sx/core-client-entry$': coreEntry}},
        plugins: [
          new BannerPlugin({
            banner: compileHint,
            raw: true,
            entryOnly: true,
            // Scripts only: the entry's stylesheet is in the same chunk, and the line would void its first rule.
            test: /\.js$/,
            // After the minifier, which drops comments; before the content hash of the file name.
            stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
          }),
        ],
      };
    },
  };
}
