/**
 * `npm run deploy`: refuses to publish while src/data still holds placeholder
 * values (see src/data/placeholders.ts), unless `--preview` says this is a
 * preview deploy. Then builds, makes the PDF and deploys.
 */
import {execFileSync} from 'node:child_process';
import {parseArgs} from 'node:util';
import {allPlaceholders} from '../src/data/placeholders';

const {values} = parseArgs({
  options: {
    preview: {type: 'boolean', default: false},
    /** Check and report only; build and deploy nothing (used by the tests). */
    'dry-run': {type: 'boolean', default: false},
  },
  strict: true,
});
const remaining = allPlaceholders();

if (remaining.length > 0 && !values.preview) {
  console.error(
    `Refusing to deploy: ${remaining.length} placeholder(s) still in use:\n` +
      remaining.map((p) => `  - ${p}`).join('\n') +
      '\nSet them (src/data/placeholders.ts lists what each needs, SX_LINK_* variables set the links), ' +
      'or run `npm run deploy -- --preview` for a preview deploy.',
  );
  process.exit(1);
}
if (remaining.length > 0) {
  console.warn(`Preview deploy with ${remaining.length} placeholder(s) still in use: ${remaining.join(', ')}`);
}

if (values['dry-run']) {
  console.log('Dry run: the deploy would go ahead.');
  process.exit(0);
}

const run = (cmd: string, args: string[]) => execFileSync(cmd, args, {stdio: 'inherit'});
run('node', ['scripts/ensure-history.mjs']);
run('npm', ['run', 'build']);
run('npx', ['docusaurus', 'deploy', '--skip-build']);
