/**
 * The whitepaper PDF of the build, read the way a PDF reader does (poppler's
 * pdftotext, pdffonts and pdfinfo: `apt-get install poppler-utils`): a cover
 * with the title, version and date; contents whose page numbers lead to
 * their chapters; running header and footer with the page number on every
 * page after the cover; only Inter, embedded; the commit in the colophon,
 * not in the title; each product's status worded as the built pages word it
 * (test:phase checks that the pages follow `currentPhase`, and the PDF of its
 * phase-3 build).
 */
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import test from 'node:test';
import {pages} from '../../src/data/pages';
import {features, phaseOf, type FeatureId} from '../../src/data/status';
import {htmlFileFor} from '../../src/plugins/builtPages';
import {brand} from '../../src/data/ui';
import {whitepaperPdfFile} from '../../src/lib/markdown/paths';
import {load} from 'cheerio';
import {pageMeta, parseFrontMatter, readDoc, stringField} from '../lib/frontMatter';
import {buildDir} from './files';

const pdf = path.join(buildDir, whitepaperPdfFile);
const title = `${brand.name} Whitepaper`;
const {version} = JSON.parse(readFileSync(path.join(__dirname, '..', '..', 'package.json'), 'utf8')) as {
  version: string;
};

function poppler(tool: string, ...args: string[]): string {
  try {
    // pdftotext writes to its second argument ("-": standard output).
    return execFileSync(tool, [...args, pdf, ...(tool === 'pdftotext' ? ['-'] : [])], {
      encoding: 'utf8',
      maxBuffer: 64 << 20,
    });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new Error(`${tool} not found: install poppler-utils (apt-get install -y poppler-utils)`);
    }
    throw err;
  }
}

/** The text of each page, laid out as on the page. */
const pageTexts = existsSync(pdf) ? poppler('pdftotext', '-layout').split('\f').slice(0, -1) : [];
const lines = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
const chapterTitles = pages.map((p) => stringField(parseFrontMatter(readDoc(p.id)).frontMatter, 'title'));

test('the build wrote the whitepaper', () => {
  assert.ok(existsSync(pdf), `${pdf} missing: run \`npm run build\``);
  assert.ok(pageTexts.length > pages.length, `${pageTexts.length} pages`);
});

test('the cover has the title, the version and the date, and no header or footer', () => {
  const cover = lines(pageTexts[0] ?? '');
  assert.ok(cover.includes(title), cover.join(' | '));
  assert.ok(
    cover.some((l) => l.endsWith(version)),
    `version ${version}: ${cover.join(' | ')}`,
  );
  assert.ok(
    cover.some((l) => /\b\d{4}-\d{2}-\d{2}$/.test(l)),
    `date: ${cover.join(' | ')}`,
  );
  assert.ok(!cover.some((l) => /^\d+ \/ \d+$/.test(l)), 'no page number on the cover');
});

test('every chapter is in the contents, whose page number is the page it starts on', () => {
  const contents = pageTexts.slice(1, 6).join('\n');
  chapterTitles.forEach((chapter, i) => {
    const escaped = chapter.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const entry = new RegExp(`^\\s*${i + 1}\\s+${escaped}[\\s.]*?(\\d+)\\s*$`, 'm').exec(contents);
    assert.ok(entry, `chapter ${i + 1} "${chapter}" not in the contents`);
    const start = lines(pageTexts[Number(entry[1]) - 1] ?? '');
    const at = start.indexOf(`CHAPTER ${i + 1}`);
    assert.ok(at >= 0 && start[at + 1] === chapter, `page ${entry[1]} does not start chapter ${i + 1} "${chapter}"`);
  });
});

test('every page after the cover has the running header and "n / total" in its footer', () => {
  const total = pageTexts.length;
  pageTexts.slice(1).forEach((text, i) => {
    const l = lines(text);
    assert.ok(l[0]?.endsWith(title), `page ${i + 2} header: ${l[0]}`);
    assert.ok(l.at(-1)?.endsWith(`${i + 2} / ${total}`), `page ${i + 2} footer: ${l.at(-1)}`);
    assert.ok(l.at(-1)?.startsWith(`Version ${version}`), `page ${i + 2} footer: ${l.at(-1)}`);
  });
});

test('only Inter is used, and every font is embedded', () => {
  const fonts = poppler('pdffonts')
    .split('\n')
    .slice(2)
    .filter(Boolean)
    .map((row) => {
      const cells = row.trim().split(/\s+/);
      return {name: cells[0] ?? '', embedded: cells.at(-5) === 'yes'};
    });
  assert.ok(fonts.length > 0);
  for (const f of fonts) {
    assert.match(f.name, /^[A-Z]{6}\+Inter-/, `font ${f.name}`);
    assert.ok(f.embedded, `font ${f.name} not embedded`);
  }
});

test('the title names the version, not the commit; the colophon names the commit', () => {
  const info = poppler('pdfinfo');
  const docTitle = /^Title:\s*(.*)$/m.exec(info)?.[1] ?? '';
  assert.equal(docTitle, `${title} ${version}`);
  const last = lines(pageTexts.at(-1) ?? '').join(' ');
  assert.match(last, /Colophon/);
  assert.match(last, /commit [0-9a-f]{7,}/);
});

test("the PDF words each product's status as the built pages do (planned, with its phase, or not)", () => {
  const squash = (t: string) => t.replace(/\s+/g, ' ');
  const pdfText = squash(pageTexts.join(' '));
  const articles = squash(
    pages
      .map((p) => {
        const html = readFileSync(htmlFileFor(buildDir, p.path), 'utf8');
        return html.slice(html.indexOf('<article'), html.lastIndexOf('</article>'));
      })
      .join(' ')
      .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, ' ')
      .replace(/<[^>]+>/g, '')
      .replace(/&amp;/g, '&'),
  );
  const planned = (id: FeatureId) => `planned for Phase ${phaseOf(id).number}: ${phaseOf(id).name}`;
  const said = (Object.keys(features) as FeatureId[]).filter((id) => articles.includes(planned(id)));
  for (const id of Object.keys(features) as FeatureId[]) {
    assert.equal(pdfText.includes(planned(id)), said.includes(id), `${id}: "${planned(id)}"`);
  }
});

/** Literal "(…)" or hex "<FEFF…>" PDF strings after a key, decoded. */
function pdfStrings(raw: string, key: string): string[] {
  const re = new RegExp(`/${key}\\s*(\\((?:[^()\\\\]|\\\\.)*\\)|<[0-9A-Fa-f]+>)`, 'g');
  return [...raw.matchAll(re)].map(([, value = '']) => {
    if (value.startsWith('<')) {
      const bytes = Buffer.from(value.slice(1, -1), 'hex');
      return bytes[0] === 0xfe && bytes[1] === 0xff
        ? bytes.subarray(2).swap16().toString('utf16le')
        : bytes.toString('latin1');
    }
    return value.slice(1, -1).replace(/\\([()\\])/g, '$1');
  });
}

test('the outline (bookmarks) has a section per page', () => {
  const outline = pdfStrings(readFileSync(pdf).toString('latin1'), 'Title');
  for (const {title: chapter} of pageMeta) {
    assert.ok(outline.includes(chapter), `"${chapter}" is not in the PDF outline`);
  }
});

test('the introduction links to the whitepaper at the site root', () => {
  const $ = load(readFileSync(htmlFileFor(buildDir, '/'), 'utf8'));
  const link = $('a')
    .toArray()
    .find((a) => $(a).text().trim() === 'Download the whitepaper (PDF)');
  assert.equal(link && $(link).attr('href'), `/${whitepaperPdfFile}`);
});

test("links to the site's own files lead to the site, never to the local server that printed the PDF; links to its pages stay inside", () => {
  const $ = load(readFileSync(htmlFileFor(buildDir, '/'), 'utf8'));
  const siteRoot = $('link[rel="canonical"]').attr('href');
  assert.ok(siteRoot, 'the built home page has no canonical link to tell the site root');
  const uris = pdfStrings(readFileSync(pdf).toString('latin1'), 'URI');
  const strays = uris.filter(
    (uri) => /^https?:\/\/(127\.0\.0\.1|localhost)[:/]/.test(uri) && !uri.startsWith(siteRoot),
  );
  assert.deepEqual(
    strays,
    [],
    `the PDF links to the server that printed it; scripts/pdf.ts should rewrite these to ${siteRoot} (--site)`,
  );
  // A link to one of the site's pages leads to its chapter inside the PDF, never out to the web.
  const pageUrls = new Set(pages.map((p) => new URL(p.path.slice(1), siteRoot).href));
  const outward = uris.filter((uri) => pageUrls.has(uri.split('#')[0]!));
  assert.deepEqual(
    outward,
    [],
    'links to pages of the site should lead to their chapters in the PDF (scripts/pdf-chapter.ts)',
  );
});
