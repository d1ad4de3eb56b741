/**
 * ./entry.js as the production client entry: main.js's modules run in a few
 * tasks, then the core's own entry (development keeps the core's). One stage
 * hands the page on screen its server HTML (src/lib/client/serverHtmlStart.ts),
 * relying on two generated modules' shape (generatedProblems). What each
 * buys: ../patches.ts › "staged start", "server HTML kept at load".
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {coreClientFile} from '../packageFiles';
import {assertTarget, fileProblems, patchOn} from '../patches';

/**
 * What src/lib/client/serverHtmlStart.ts reads of the generated registry and
 * route chunk names that no longer holds, each naming the file.
 */
export function generatedProblems(generatedFilesDir: string): string[] {
  const registry = path.join(generatedFilesDir, 'registry.js');
  const chunkNames = path.join(generatedFilesDir, 'routesChunkNames.json');
  const problems = [
    ...fileProblems(registry, (text) =>
      /^\s*"[^"]+": \[\(\) => import\([^)]*\), "@site\/[^"]+"/m.test(text)
        ? undefined
        : 'has entries `"<chunk>": [() => import(…), "@site/<source>", …]`',
    ),
    ...fileProblems(chunkNames),
  ];
  if (problems.length === 0) {
    const keys = Object.entries(JSON.parse(readFileSync(chunkNames, 'utf8')) as Record<string, {content?: unknown}>);
    if (!keys.some(([key, chunks]) => /^\/.*-[0-9a-f]+$/.test(key) && typeof chunks.content === 'string')) {
      problems.push(`${chunkNames} no longer has keys "<path>-<hash>" with a \`content\` chunk`);
    }
  }
  return problems;
}

export default function stagedStart(context: {generatedFilesDir: string; siteDir: string}): Plugin {
  const coreEntry = coreClientFile('clientEntry.js');
  return {
    name: 'staged-start',
    configureWebpack(config, isServer) {
      if (isServer || config.mode !== 'production' || !patchOn('staged start')) {
        return {};
      }
      assertTarget('staged start', config.entry === coreEntry ? [] : [`${coreEntry} is no longer the client entry`]);
      const serverHtml = patchOn('server HTML kept at load');
      if (serverHtml) {
        assertTarget('server HTML kept at load', generatedProblems(context.generatedFilesDir));
      }
      return {
        entry: path.join(__dirname, 'entry.js'),
        // The browser's registry without the module paths only the server render reads.
        module: serverHtml
          ? {
              rules: [
                {
                  test: path.join(context.generatedFilesDir, 'registry.js'),
                  use: [path.join(__dirname, 'registry-loader.js')],
                },
              ],
            }
          : {},
        resolve: {
          alias: {
            '@sx/core-client-entry$': coreEntry,
            '@sx/server-html-start$': serverHtml
              ? path.join(context.siteDir, 'src', 'lib', 'client', 'serverHtmlStart.ts')
              : path.join(__dirname, 'no-server-html.js'),
          },
        },
      };
    },
  };
}
