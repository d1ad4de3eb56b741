/**
 * Local Docusaurus plugin: the whitepaper PDF is part of the build, so
 * `npm run build` writes the whole deployable site and the home page's
 * "Download the whitepaper (PDF)" link always resolves. It runs scripts/pdf.ts
 * on the finished build; without a Chromium the build fails and says how to fix it.
 * SX_WHITEPAPER=skip leaves it out, for the test builds that never read it
 * (test:release, one of test:phase's builds); a deploy never sets it.
 */
import {spawn} from 'node:child_process';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {whitepaperPdfFile} from '../../lib/markdown/paths';
import {writingBuiltFiles} from '../builtPages';

export default function whitepaperPlugin(context: LoadContext): Plugin {
  return {
    name: 'whitepaper-pdf',
    // The PDF is hashed into integrity.json (src/plugins/facts).
    postBuild({outDir}) {
      return writingBuiltFiles(async () => {
        if (process.env.SX_WHITEPAPER === 'skip') {
          console.log(`[whitepaper-pdf] SX_WHITEPAPER=skip: ${whitepaperPdfFile} not written (test build).`);
          return;
        }
        const script = path.join(context.siteDir, 'scripts', 'pdf.ts');
        const site = new URL(context.baseUrl, context.siteConfig.url).href;
        // Asynchronous, so the other plugins' postBuild work runs while Chromium lays the pages out.
        const failure = await run(process.execPath, ['--import', 'tsx', script, '--dir', outDir, '--site', site], {
          cwd: context.siteDir,
        });
        if (failure !== undefined) {
          throw new Error(
            `[whitepaper-pdf] could not write ${whitepaperPdfFile}; the home page links to it, so the build stops.\n` +
              failure.trim() +
              (/chromium|executable/i.test(failure)
                ? '\nFix: install Chromium (`apt-get install -y chromium` on Debian, or `npx playwright install chromium`) ' +
                  'or set CHROMIUM_PATH to a Chromium binary, then run `npm run build` again.'
                : ''),
          );
        }
      });
    },
  };
}

/** Runs a command with its output shown; undefined when it succeeds, else what it wrote to stderr. */
function run(command: string, args: string[], {cwd}: {cwd: string}): Promise<string | undefined> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {cwd, stdio: ['ignore', 'inherit', 'pipe']});
    // A build that stops (another plugin failed) stops the PDF too, so nothing writes into build/ after it.
    const stop = (): boolean => child.kill();
    process.once('exit', stop);
    child.on('close', () => process.off('exit', stop));
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', (err) => resolve(String(err)));
    child.on('close', (code) => resolve(code === 0 ? undefined : stderr || `exit code ${code}`));
  });
}
