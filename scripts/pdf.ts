/**
 * The whitepaper as one PDF: all pages in sidebar order
 * (src/data/pages.ts) after a cover (logo, title, version, date) and a table
 * of contents with page numbers, with a running header (chapter, title) and
 * footer (edition, page n / total), set in Inter from @fontsource/inter
 * (embedded). The postBuild step of `npm run build` runs it
 * (src/plugins/whitepaper); by hand:
 *
 *   node --import tsx scripts/pdf.ts [--dir build] [--out file.pdf] [--site https://docs.example/]
 *
 * Each page's article is taken from the built HTML with the site's own CSS
 * (print styles in src/css/custom.css). Ids are prefixed per page and links
 * between pages become links inside the PDF, links to the site's other files
 * (facts.json, the feed) lead to the site at --site (the build's url and
 * baseUrl; by hand, SITE_URL or the docs address of src/data/links.ts);
 * headings form the PDF outline.
 * Paged.js lays the document out in pages from the CSS Paged Media rules of
 * scripts/whitepaper.css (page counters, target-counter for the contents,
 * string-set for the header); Chromium prints those pages.
 */
import {execFileSync, spawn} from 'node:child_process';
import {existsSync, readFileSync} from 'node:fs';
import {createServer} from 'node:net';
import path from 'node:path';
import {chromium} from '@playwright/test';
import {chromiumArgs, findChromium} from '../e2e/chromium';
import {pages} from '../src/data/pages';
import {brand} from '../src/data/ui';
import {resolveLinks} from '../src/data/links';
import {whitepaperPdfFile} from '../src/lib/markdown/paths';
import {chapterOf} from './pdf-chapter';
import {fromCache, pdfKey, toCache} from './pdf-cache';

const root = path.resolve(__dirname, '..');
const args = process.argv.slice(2);
const opt = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? (args[i + 1] as string) : fallback;
};
const dir = path.resolve(opt('dir', path.join(root, 'build')));
const out = path.resolve(opt('out', path.join(dir, whitepaperPdfFile)));
/** Where the site is served: links to its files that are not pages lead there, never to the local server printing it. */
const site = opt(
  'site',
  new URL(process.env.BASE_URL ?? '/', process.env.SITE_URL ?? resolveLinks(process.env).docs).href,
);

function git(...cmd: string[]): string {
  try {
    return execFileSync('git', cmd, {cwd: root, stdio: ['ignore', 'pipe', 'ignore']})
      .toString()
      .trim();
  } catch {
    return '';
  }
}

/** Version and date for the cover (the date of the commit, so a rebuild gives the same PDF), commit for the colophon. */
export function stamp(now = new Date()): {version: string; commit: string; date: string} {
  const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {version: string};
  const commit = git('rev-parse', '--short=12', 'HEAD') || 'unknown';
  const dirty = git('status', '--porcelain', '--untracked-files=no') ? ' (with uncommitted changes)' : '';
  const date = (dirty ? '' : git('log', '-1', '--format=%cs')) || now.toISOString().slice(0, 10);
  return {version: pkg.version, commit: `${commit}${dirty}`, date};
}

/** Inter's @font-face rules from @fontsource/inter, with the font files served under `/__fonts/`. */
function interFaces(weights: string[]): string {
  const dir = path.dirname(require.resolve('@fontsource/inter/package.json'));
  return weights
    .map((w) => readFileSync(path.join(dir, `${w}.css`), 'utf8'))
    .join('\n')
    .replace(/url\(\.\/files\/([\w.-]+)\)/g, 'url(/__fonts/$1)');
}

/** The Chromium that prints (its version is part of the cache key: another engine may lay the pages out otherwise). */
function chromiumVersion(): string {
  try {
    return execFileSync(findChromium(), ['--version'], {encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore']}).trim();
  } catch {
    return 'unknown';
  }
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"]/g, (c) => ({'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;'})[c] ?? c);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const a = s.address();
      s.close(() => resolve(typeof a === 'object' && a ? a.port : 0));
    });
  });
}

async function main(): Promise<void> {
  if (!existsSync(path.join(dir, 'index.html'))) {
    console.error(`No build in ${dir}: run \`npm run build\` first.`);
    process.exit(1);
  }
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const routes = new Map(pages.map((p) => [p.path, p.id]));
  const sections = pages.map((p) => {
    const chapter = chapterOf(dir, p.path, p.id, routes, site);
    return {...chapter, title: chapter.title || p.label};
  });
  const styles = sections.at(-1)?.styles ?? [];
  const {version, commit, date} = stamp();
  const title = `${brand.name} Whitepaper`;
  const edition = `Version ${version} · ${date}`;
  const toc = sections
    .map(
      (s, i) =>
        `<li class="wp-toc-chapter"><a href="#page-${s.id}"><span class="wp-num">${i + 1}</span>` +
        `<span>${escapeHtml(s.title)}</span><span class="wp-toc-fill"></span></a><ol>` +
        s.headings
          .map(
            (h) =>
              `<li><a href="#${h.id}"><span>${escapeHtml(h.text)}</span><span class="wp-toc-fill"></span></a></li>`,
          )
          .join('') +
        '</ol></li>',
    )
    .join('');
  const body = sections
    .map((s) => `<section class="wp-chapter">` + `<div class="theme-doc-markdown markdown">${s.html}</div></section>`)
    .join('\n');
  const css = (s: string) => JSON.stringify(s);
  /** The faces of Inter the site's print styles use (the files of @fontsource/inter are named so). */
  const faces = ['400', '400-italic', '600', '600-italic', '700', '700-italic', '800'];
  const fontFaces = interFaces(faces);
  // The site's style sheets apply as usual; Paged.js reads only the print layout (its CSS parser
  // predates the minified site CSS: range media queries, :is()).
  const sheets = [
    {
      [`${base}/whitepaper.css`]: readFileSync(path.join(root, 'scripts', 'whitepaper.css'), 'utf8')
        .replace('__TITLE__', css(title))
        .replace('__EDITION__', css(edition)),
    },
  ];

  const doc = `<!doctype html><html lang="en" data-theme="light"><head><meta charset="utf-8">
<title>${escapeHtml(`${title} ${version}`)}</title>
${styles.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join('\n')}
<style>${fontFaces}</style>
</head><body>
<section class="wp-cover">
<img src="/img/favicon.svg" alt="">
<h1>${escapeHtml(title)}</h1>
<p class="wp-tagline">${escapeHtml(brand.tagline)}</p>
<dl>
  <dt>Version</dt><dd data-pdf="version">${escapeHtml(version)}</dd>
  <dt>Date</dt><dd data-pdf="date">${escapeHtml(date)}</dd>
</dl>
</section>
<nav class="wp-toc" aria-labelledby="wp-toc-title"><h2 id="wp-toc-title">Contents</h2><ol>${toc}</ol></nav>
<main>${body}</main>
<section class="wp-colophon"><h2>Colophon</h2>
<p>${escapeHtml(title)}, version ${escapeHtml(version)}, ${escapeHtml(date)}. Built from commit
<span data-pdf="commit">${escapeHtml(commit)}</span> of the documentation site; each chapter is a page of the site at that commit.</p>
<p>Set in Inter (SIL Open Font License 1.1). Laid out with Paged.js and printed by Chromium.</p></section>
</body></html>`;

  const key = await pdfKey({doc, base, dir, sheets, browser: chromiumVersion()});
  const cached = await fromCache(key, out);
  if (cached !== undefined) {
    console.log(
      `[pdf] ${sections.length} chapters, ${cached} pages → ${path.relative(process.cwd(), out)} (version ${version}, ${commit}, ${date}; unchanged, from the cache)`,
    );
    return;
  }

  await printPdf({doc, base, sheets, faces, key, sections: sections.length, stamp: `${version}, ${commit}, ${date}`});
}

/** Serves the build, lays `doc` out in pages with Paged.js and prints them to `out`; keeps the PDF under `key`. */
async function printPdf({
  doc,
  base,
  sheets,
  faces,
  key,
  sections,
  stamp,
}: {
  doc: string;
  base: string;
  sheets: Record<string, string>[];
  faces: string[];
  key: string;
  sections: number;
  stamp: string;
}): Promise<void> {
  const server = spawn(
    process.execPath,
    [path.join(root, 'scripts/serve.mjs'), '--dir', dir, '--port', new URL(base).port],
    {stdio: 'ignore'},
  );
  // Without the server the site's style sheets would not load and an unstyled PDF would print (and be cached).
  let exited = false;
  server.on('exit', () => (exited = true));
  const browser = await chromium.launch({executablePath: findChromium(), args: chromiumArgs});
  try {
    let up = false;
    for (let i = 0; i < 100 && !up && !exited; i++) {
      up = await fetch(`${base}/`).then(
        (r) => r.ok,
        () => false,
      );
      if (!up) await new Promise((r) => setTimeout(r, 100));
    }
    if (!up) {
      throw new Error(
        `scripts/serve.mjs did not serve ${dir} on ${base}${exited ? ' (it exited: is the port taken?)' : ''}`,
      );
    }
    // An A4-wide viewport (210 mm at 96 px per inch): wider content would be shrunk to fit the page when printed.
    const printing = await browser.newContext({colorScheme: 'light', viewport: {width: 794, height: 1123}});
    const fontDir = path.dirname(require.resolve('@fontsource/inter/package.json'));
    await printing.route('**/__fonts/*', (route) =>
      route.fulfill({path: path.join(fontDir, 'files', path.basename(new URL(route.request().url()).pathname))}),
    );
    await printing.route(`${base}/__whitepaper.html`, (route) => route.fulfill({body: doc, contentType: 'text/html'}));
    const paper = await printing.newPage();
    await paper.goto(`${base}/__whitepaper.html`, {waitUntil: 'load'});
    await paper.emulateMedia({media: 'print', colorScheme: 'light'});
    // Paged.js's browser build (its package exports only the module entry points).
    await paper.addScriptTag({path: path.resolve(path.dirname(require.resolve('pagedjs')), '..', 'dist', 'paged.js')});
    const laidOut = await paper.evaluate(
      async ({sheets, faces}) => {
        // Every face Inter needs for this text, before Paged.js measures anything.
        const text = document.body.textContent ?? '';
        await Promise.all(
          faces.map((f) => document.fonts.load(`${f.replace(/^(\d+)-italic$/, 'italic $1')} 1em Inter`, text)),
        );
        type Previewer = {preview(content: undefined, sheets: Record<string, string>[]): Promise<{total: number}>};
        const {Paged} = window as unknown as {Paged: {Previewer: new () => Previewer}};
        const flow = await new Paged.Previewer().preview(undefined, sheets);
        return flow.total;
      },
      {sheets, faces},
    );
    if (process.env.SX_PDF_PREVIEW) {
      // Debugging aid: a screenshot of the laid-out pages.
      await paper.screenshot({path: process.env.SX_PDF_PREVIEW, fullPage: true});
    }
    await paper.pdf({
      path: out,
      preferCSSPageSize: true,
      printBackground: true,
      outline: true,
      tagged: true,
    });
    await toCache(key, out, laidOut);
    console.log(
      `[pdf] ${sections} chapters, ${laidOut} pages → ${path.relative(process.cwd(), out)} (version ${stamp})`,
    );
  } finally {
    await browser.close();
    server.kill();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
