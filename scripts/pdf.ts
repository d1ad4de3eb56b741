/**
 * The whitepaper as one PDF: all pages in sidebar order
 * (src/data/pages.ts), with a cover (docs version from package.json, git
 * commit, date) and a table of contents, rendered by the same Chromium the
 * tests use from the served production build.
 *
 *   npm run build && npm run pdf            → build/sx-whitepaper.pdf
 *   npm run pdf -- --dir build --out file.pdf
 *
 * Each page's article is taken from the built HTML with the site's own CSS
 * (print styles in src/css/custom.css). Ids are prefixed per page and links
 * between pages become links inside the PDF; headings form the PDF outline.
 */
import {execFileSync, spawn} from 'node:child_process';
import {existsSync, readFileSync} from 'node:fs';
import {createServer} from 'node:net';
import path from 'node:path';
import {chromium} from '@playwright/test';
import {chromiumArgs, findChromium} from '../e2e/chromium';
import {pages} from '../src/data/pages';
import {brand} from '../src/data/ui';
import {whitepaperPdfFile} from '../src/lib/markdown/paths';

const root = path.resolve(__dirname, '..');
const args = process.argv.slice(2);
const opt = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? (args[i + 1] as string) : fallback;
};
const dir = path.resolve(opt('dir', path.join(root, 'build')));
const out = path.resolve(opt('out', path.join(dir, whitepaperPdfFile)));

function git(...cmd: string[]): string {
  try {
    return execFileSync('git', cmd, {cwd: root, stdio: ['ignore', 'pipe', 'ignore']})
      .toString()
      .trim();
  } catch {
    return '';
  }
}

/** Version, commit and date for the cover. */
export function stamp(now = new Date()): {version: string; commit: string; date: string} {
  const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {version: string};
  const commit = git('rev-parse', '--short=12', 'HEAD') || 'unknown';
  const dirty = git('status', '--porcelain', '--untracked-files=no') ? ' (with uncommitted changes)' : '';
  return {version: pkg.version, commit: `${commit}${dirty}`, date: now.toISOString().slice(0, 10)};
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
  const server = spawn(process.execPath, [path.join(root, 'scripts/serve.mjs'), '--dir', dir, '--port', `${port}`], {
    stdio: 'ignore',
  });
  const browser = await chromium.launch({executablePath: findChromium(), args: chromiumArgs});
  try {
    for (let i = 0; i < 100; i++) {
      const ok = await fetch(`${base}/`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const context = await browser.newContext({colorScheme: 'light', javaScriptEnabled: false});
    const page = await context.newPage();
    const routes = new Map(pages.map((p) => [p.path, p.id]));
    const sections: {id: string; title: string; html: string}[] = [];
    let styles: string[] = [];
    for (const p of pages) {
      await page.goto(`${base}${p.path}`);
      const found = await page.evaluate(
        ({id, routeIds}) => {
          const article = document.querySelector('.theme-doc-markdown');
          if (!article) return null;
          const known = new Map(routeIds);
          article.querySelectorAll('.hash-link, button, [data-md-skip]').forEach((n) => n.remove());
          article.querySelectorAll('[id]').forEach((n) => (n.id = `${id}--${n.id}`));
          article.querySelectorAll('a[href]').forEach((a) => {
            const url = new URL(a.getAttribute('href') ?? '', location.href);
            const target =
              url.origin === location.origin ? known.get(url.pathname.replace(/\/$/, '') || '/') : undefined;
            if (target) {
              a.setAttribute('href', url.hash ? `#${target}--${url.hash.slice(1)}` : `#page-${target}`);
            } else {
              a.setAttribute('href', url.href);
            }
          });
          article.querySelectorAll('img[src]').forEach((img) => img.setAttribute('src', (img as HTMLImageElement).src));
          const h1 = article.querySelector('h1');
          return {
            title: h1?.textContent?.trim() ?? '',
            html: article.innerHTML,
            styles: Array.from(document.querySelectorAll('link[rel="stylesheet"]')).map(
              (l) => (l as HTMLLinkElement).href,
            ),
          };
        },
        {id: p.id, routeIds: [...routes.entries()]},
      );
      if (!found) {
        throw new Error(`${p.path}: no .theme-doc-markdown article`);
      }
      styles = found.styles;
      sections.push({id: p.id, title: found.title || p.label, html: found.html});
    }

    const {version, commit, date} = stamp();
    const toc = sections
      .map((s, i) => `<li><a href="#page-${s.id}"><span>${i + 1}.</span> ${escapeHtml(s.title)}</a></li>`)
      .join('');
    const body = sections
      .map(
        (s) =>
          `<section class="pdf-page" id="page-${s.id}"><div class="theme-doc-markdown markdown">${s.html}</div></section>`,
      )
      .join('\n');
    const doc = `<!doctype html><html lang="en" data-theme="light"><head><meta charset="utf-8">
<title>${escapeHtml(`${brand.name} Whitepaper ${version}`)}</title>
${styles.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join('\n')}
<style>
  body { margin: 0; }
  .pdf-cover { height: 250mm; display: flex; flex-direction: column; justify-content: center; break-after: page; }
  .pdf-cover h1 { font-size: 2.6rem; margin-bottom: 0.5rem; }
  .pdf-cover .tagline { font-size: 1.25rem; color: #3b3f45; margin-bottom: 3rem; }
  .pdf-cover dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.3rem 1.2rem; }
  .pdf-cover dt { font-weight: 700; }
  .pdf-toc { break-after: page; }
  .pdf-toc ol { list-style: none; padding: 0; }
  .pdf-toc li { margin: 0.45rem 0; font-size: 1.1rem; }
  .pdf-toc span { display: inline-block; min-width: 2rem; }
  .pdf-page { break-before: auto; margin-top: 2rem; }
  .pdf-page h2, .pdf-page h3 { break-after: avoid; }
  .pdf-page table, .pdf-page figure { break-inside: avoid; }
  .pdf-page:first-of-type { break-before: auto; }
</style></head><body><main class="main-wrapper"><div class="container">
<section class="pdf-cover">
  <img src="${escapeHtml(new URL('img/favicon.svg', `${base}/`).href)}" width="96" height="96" alt="">
  <h1>${escapeHtml(`${brand.name} Whitepaper`)}</h1>
  <p class="tagline">${escapeHtml(brand.tagline)} — the whitepaper, all ${sections.length} pages.</p>
  <dl>
    <dt>Docs version</dt><dd data-pdf="version">${escapeHtml(version)}</dd>
    <dt>Date</dt><dd data-pdf="date">${escapeHtml(date)}</dd>
  </dl>
</section>
<nav class="pdf-toc" aria-labelledby="pdf-toc-title"><h2 id="pdf-toc-title">Contents</h2><ol>${toc}</ol></nav>
${body}
<section class="pdf-colophon"><h2>Colophon</h2><p>Built from commit <span data-pdf="commit">${escapeHtml(commit)}</span> on ${escapeHtml(date)}.</p></section>
</div></main>
</body></html>`;

    await page.setContent(doc, {waitUntil: 'load'});
    await page.emulateMedia({media: 'print', colorScheme: 'light'});
    if (process.env.SX_PDF_PREVIEW) {
      // Debugging aid: a screenshot of the assembled document in print media.
      await page.screenshot({path: process.env.SX_PDF_PREVIEW, fullPage: true});
    }
    await page.pdf({
      path: out,
      format: 'A4',
      printBackground: true,
      outline: true,
      tagged: true,
      margin: {top: '16mm', bottom: '18mm', left: '14mm', right: '14mm'},
      displayHeaderFooter: true,
      headerTemplate: '<span></span>',
      footerTemplate: `<div style="font-size:8px;width:100%;padding:0 14mm;display:flex;justify-content:space-between;color:#555"><span>${escapeHtml(`${brand.name} Whitepaper ${version}`)}</span><span><span class="pageNumber"></span> / <span class="totalPages"></span></span></div>`,
    });
    console.log(
      `[pdf] ${sections.length} pages → ${path.relative(process.cwd(), out)} (version ${version}, ${commit}, ${date})`,
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
