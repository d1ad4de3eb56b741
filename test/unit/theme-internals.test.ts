/**
 * The theme components' imports from the theme's private entry
 * (src/plugins/theme-internals.ts): declared, still exported, and checked on
 * every build.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import checkThemeInternals, {
  themeInternalEntry,
  themeInternalProblems,
  themeInternals,
} from '../../src/plugins/theme-internals';

const scratch = mkdtempSync(path.join(tmpdir(), 'sx-theme-internals-'));
test.after(() => rmSync(scratch, {recursive: true, force: true}));

test("the theme components' imports from the theme's internal entry are declared, and every build checks them", () => {
  assert.deepEqual(themeInternalProblems(), []);
  assert.equal(checkThemeInternals().name, 'theme-internals');
  const names = themeInternals.flatMap((d) => d.names);
  const entry = path.join(scratch, 'internal.js');
  writeFileSync(entry, `export { ${names.slice(1).join(', ')} } from './somewhere';\n`);
  const [gone] = themeInternals;
  assert.deepEqual(themeInternalProblems(entry), [
    `${gone!.file} imports ${names[0]} from ${themeInternalEntry}, which ${entry} no longer exports`,
  ]);
});

test("an import from the theme's internal entry that theme-internals.ts does not declare stops the build, naming the component", () => {
  const root = path.join(scratch, 'site');
  const file = path.join(root, 'src', 'theme', 'Footer', 'index.tsx');
  mkdirSync(path.dirname(file), {recursive: true});
  writeFileSync(file, `import {useFooterThing, type Props as P} from '${themeInternalEntry}';\n`);
  assert.deepEqual(
    themeInternalProblems(undefined, root).filter((p) => p.startsWith('src/theme/')),
    [
      `src/theme/Footer/index.tsx imports useFooterThing from ${themeInternalEntry}: declare it in src/plugins/theme-internals.ts`,
    ],
  );
});
