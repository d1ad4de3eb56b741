/**
 * The count of patch code (scripts/patch-lines.ts) covers every file the
 * patches install, and MAINTAINERS.md gives the count as it is.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {patches} from '../../src/plugins/patches';
import {guardFiles, patchCode, patchPluginDirs, totals} from '../../scripts/patch-lines';

const root = path.join(__dirname, '..', '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const declared = new Set(patches.flatMap((p) => p.installs ?? []));

test("each module a patch plugin puts in the framework's place from src/lib/client is declared, with what it imports", () => {
  for (const file of declared) assert.ok(existsSync(path.join(root, file)), `${file} (a patch's \`installs\`) is gone`);
  // Named by a patch plugin: clientModule(context, 'x') or path.join(…, 'src', 'lib', 'client', 'x').
  const named = patchPluginDirs().flatMap((dir) =>
    readdirSync(path.join(root, dir), {recursive: true, encoding: 'utf8'})
      .filter((f) => /\.(ts|tsx|js)$/.test(f))
      .flatMap((f) =>
        [...read(`${dir}/${f}`).matchAll(/(?:clientModule\(\w+, |'src', 'lib', 'client', )'([^']+)'/g)].map((m) => [
          `${dir}/${f}`,
          `src/lib/client/${m[1]}`,
        ]),
      ),
  );
  assert.ok(named.length > 0, 'no patch plugin names a module of src/lib/client: update this test');
  // And what those import from their own folder.
  const imported = [...declared]
    .filter((f) => /\.tsx?$/.test(f))
    .flatMap((file) =>
      [...read(file).matchAll(/from '\.\/([^']+)'/g)].map((m) => {
        const base = path.posix.join(path.posix.dirname(file), m[1]!);
        return [file, ['.ts', '.tsx', ''].map((ext) => base + ext).find((f) => existsSync(path.join(root, f))) ?? base];
      }),
    );
  for (const [by, file] of [...named, ...imported]) {
    assert.ok(
      declared.has(file!),
      `${by} names or imports ${file}, which a patch installs: add it to that patch's \`installs\` in src/plugins/patches.ts (scripts/patch-lines.ts counts it)`,
    );
  }
});

test('MAINTAINERS.md gives the lines of patch code as scripts/patch-lines.ts counts them', () => {
  const files = patchCode();
  const {lines, code} = totals(files);
  const guard = totals(files.filter((f) => guardFiles.includes(f.file)));
  const said =
    /\*\*([\d,]+) lines\*\* \(([\d,]+) without blank and comment lines\) in (\d+) files\. Of these, the list and its build-time checks are ([\d,]+) lines \(([\d,]+)\); the code that patches or replaces framework internals is \*\*([\d,]+) lines\*\* \(([\d,]+)\)/.exec(
      read('MAINTAINERS.md'),
    );
  assert.ok(
    said,
    'MAINTAINERS.md › Framework patches no longer gives the count ("**N lines** (M without blank …) in K files. Of these, the list and its build-time checks are … lines (…); the code that patches or replaces framework internals is **… lines** (…)")',
  );
  const number = (s: string) => Number(s.replace(/,/g, ''));
  assert.deepEqual(
    said.slice(1).map(number),
    [lines, code, files.length, guard.lines, guard.code, lines - guard.lines, code - guard.code],
    'the patch code changed: update the count in MAINTAINERS.md › Framework patches (node --import tsx scripts/patch-lines.ts prints it)',
  );
});
