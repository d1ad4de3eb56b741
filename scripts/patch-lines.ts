/**
 * The lines of code that patch or replace framework internals, as
 * MAINTAINERS.md › Framework patches counts them: the list and its checks
 * (src/plugins/patches.ts, src/plugins/packageFiles.ts), every file of the
 * plugins that apply patches (src/plugins/<plugin>/, the `plugin` of each
 * entry in the list) and the site's modules the patches put in the
 * framework's place (each entry's `installs`). Lines as `wc -l` counts them,
 * comments included; `code` leaves out blank and comment-only lines.
 *
 *   node --import tsx scripts/patch-lines.ts     prints the table and the total
 *
 * test/unit/patch-lines.test.ts keeps the list and the files in sync and the
 * figure in MAINTAINERS.md equal to the total.
 */
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {patches} from '../src/plugins/patches';

const root = path.join(__dirname, '..');

/** The list and its checks: code that exists only because of the patches. */
export const guardFiles = ['src/plugins/patches.ts', 'src/plugins/packageFiles.ts'];

/** The folders of the plugins that apply patches, repository paths. */
export const patchPluginDirs = (): string[] => [...new Set(patches.map((p) => `src/plugins/${p.plugin}`))].sort();

export interface CountedFile {
  readonly file: string;
  /** What it is counted for: the list, a plugin, or the patches that install it. */
  readonly why: string;
  readonly lines: number;
  readonly code: number;
}

/** Lines as `wc -l` counts them, and those that are neither blank nor only a comment. */
export function countLines(text: string): {lines: number; code: number} {
  const lines = text.split('\n');
  const all = text.endsWith('\n') ? lines.length - 1 : lines.length;
  let inBlock = false;
  let code = 0;
  for (const raw of lines) {
    const line = raw.trim();
    if (inBlock) {
      inBlock = !line.includes('*/');
      continue;
    }
    if (line === '' || line.startsWith('//')) continue;
    if (line.startsWith('/*')) {
      inBlock = !line.includes('*/');
      continue;
    }
    code += 1;
  }
  return {lines: all, code};
}

/** Every counted file, once, with its lines. */
export function patchCode(): CountedFile[] {
  const why = new Map<string, string>();
  for (const file of guardFiles) why.set(file, 'the list and its checks');
  for (const dir of patchPluginDirs()) {
    for (const f of readdirSync(path.join(root, dir), {recursive: true, encoding: 'utf8'}).sort()) {
      why.set(`${dir}/${f.split(path.sep).join('/')}`, `plugin ${path.basename(dir)}`);
    }
  }
  for (const p of patches) {
    for (const file of p.installs ?? []) {
      why.set(file, why.has(file) ? `${why.get(file)}, ${p.name}` : `installed by "${p.name}"`);
    }
  }
  return [...why].map(([file, reason]) => ({
    file,
    why: reason,
    ...countLines(readFileSync(path.join(root, file), 'utf8')),
  }));
}

export const totals = (files: readonly CountedFile[]) => ({
  lines: files.reduce((n, f) => n + f.lines, 0),
  code: files.reduce((n, f) => n + f.code, 0),
});

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) {
  const files = patchCode();
  console.log('| file | counted as | lines | code |\n| --- | --- | ---: | ---: |');
  for (const f of files) console.log(`| ${f.file} | ${f.why} | ${f.lines} | ${f.code} |`);
  const {lines, code} = totals(files);
  const guard = totals(files.filter((f) => guardFiles.includes(f.file)));
  console.log(`| the list and its checks | | ${guard.lines} | ${guard.code} |`);
  console.log(`| the patches | | ${lines - guard.lines} | ${code - guard.code} |`);
  console.log(`| **${files.length} files** | | **${lines}** | **${code}** |`);
}
