/**
 * The whitepaper's layout and printing (scripts/pdf.ts) take seconds; a build
 * whose whitepaper document is unchanged copies the PDF printed last time.
 * The cache key covers everything the printed pages depend on: the document
 * (with the local server's address taken out), every file of the build it
 * references (style sheets, images), the Paged.js sheets, the script itself
 * and the versions of Paged.js, Inter and Chromium. Files live in
 * node_modules/.cache/sx-pdf/<key>.pdf (the last four), like the social cards' cache.
 */
import {createHash} from 'node:crypto';
import {copyFile, mkdir, readFile, readdir, rename, rm, stat, writeFile} from 'node:fs/promises';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..');
const cacheDir = path.join(root, 'node_modules', '.cache', 'sx-pdf');

/** A package's version, from the package.json above its entry point (some packages do not export the file). */
function version(pkg: string): string {
  for (let dir = path.dirname(require.resolve(pkg)); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const file = path.join(dir, 'package.json');
    if (existsSync(file)) {
      const json = JSON.parse(readFileSync(file, 'utf8')) as {name?: string; version: string};
      if (json.name === pkg) return json.version;
    }
  }
  throw new Error(`no package.json of ${pkg} above ${require.resolve(pkg)}`);
}

/** The key of a whitepaper document served from `dir` at `base`. */
export async function pdfKey(input: {
  doc: string;
  base: string;
  dir: string;
  sheets: unknown;
  browser: string;
}): Promise<string> {
  const hash = createHash('sha256');
  hash.update(input.doc.split(input.base).join(''));
  // The build's files the document uses (style sheets, images), by their root-relative paths.
  const referenced = new Set([...input.doc.matchAll(/(?:src|href)="(\/(?!\/)[^"#?]*)"/g)].map((m) => m[1]!));
  for (const rel of [...referenced].sort()) {
    const file = path.join(input.dir, rel);
    hash.update(`\0${rel}\0`);
    if (existsSync(file) && !rel.endsWith('/')) {
      hash.update(await readFile(file));
    }
  }
  hash.update(JSON.stringify(input.sheets).split(input.base).join(''));
  hash.update(await readFile(path.join(__dirname, 'pdf.ts')));
  hash.update(`${version('pagedjs')} ${version('@fontsource/inter')} ${input.browser}`);
  return hash.digest('hex').slice(0, 24);
}

/** Copies the PDF printed for `key` to `out`; its page count, or undefined when it was never printed. */
export async function fromCache(key: string, out: string): Promise<number | undefined> {
  const pdf = path.join(cacheDir, `${key}.pdf`);
  const meta = path.join(cacheDir, `${key}.json`);
  if (!existsSync(pdf) || !existsSync(meta)) {
    return undefined;
  }
  await copyFile(pdf, out);
  return (JSON.parse(await readFile(meta, 'utf8')) as {pages: number}).pages;
}

/** Keeps the PDF just printed at `out` for the next build with the same key. */
export async function toCache(key: string, out: string, pages: number): Promise<void> {
  try {
    await keep(key, out, pages);
  } catch (err) {
    // The PDF is written; only the next build's shortcut is lost.
    console.warn(`[pdf] not cached (${String(err)}): the next build prints it again.`);
  }
}

async function keep(key: string, out: string, pages: number): Promise<void> {
  await mkdir(cacheDir, {recursive: true});
  // Written under a temporary name and renamed, so a build running beside this one never copies half a file.
  const temp = path.join(cacheDir, `${key}.${process.pid}.tmp`);
  await copyFile(out, temp);
  await rename(temp, path.join(cacheDir, `${key}.pdf`));
  await writeFile(temp, JSON.stringify({pages}));
  await rename(temp, path.join(cacheDir, `${key}.json`));
  // The last few documents are enough (switching branches and back); each PDF is a megabyte or more.
  const kept = 4;
  const entries = await Promise.all(
    (await readdir(cacheDir))
      .filter((name) => name.endsWith('.pdf'))
      .map(async (name) => ({name, time: (await stat(path.join(cacheDir, name))).mtimeMs})),
  );
  for (const {name} of entries.sort((a, b) => b.time - a.time).slice(kept)) {
    const stem = path.join(cacheDir, name.slice(0, -'.pdf'.length));
    await Promise.all([rm(`${stem}.pdf`, {force: true}), rm(`${stem}.json`, {force: true})]);
  }
}
