/**
 * llms.txt and the Markdown copies of the pages, read from the build: every
 * page listed in reading order with its copy and description; each copy has
 * its title, source URL and the page's headings; llms-full.txt has them all;
 * numbers read as on the page. "Copy page as Markdown" in the browser:
 * e2e/llms.spec.ts (with the type the copies are served with).
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import test from 'node:test';
import {pages} from '../../src/data/pages';
import {brand} from '../../src/data/ui';
import {fees} from '../../src/data/fees';
import {percentFromBps} from '../../src/data/format';
import {isPlaceholder, resolveLinks} from '../../src/data/links';
import {markdownFileFor} from '../../src/lib/markdown/paths';
import {htmlFileFor} from '../../src/plugins/builtPages';
import {pageMeta} from '../lib/frontMatter';
import {buildDir} from './files';

/** The site's own address, as docusaurus.config.ts sets it. */
const siteUrl = process.env.SITE_URL ?? resolveLinks(process.env).docs;
const read = (rel: string) => readFileSync(path.join(buildDir, rel), 'utf8');
const twin = (route: string) => read(markdownFileFor(route));
const pageHtml = (route: string) => readFileSync(htmlFileFor(buildDir, route), 'utf8');

test('llms.txt lists every page in reading order with its Markdown copy and description', () => {
  const text = read('llms.txt');
  assert.ok(text.startsWith(`# ${brand.docsTitle}\n`), 'llms.txt starts with the docs title');
  // The pages' section only (the facts files have a section of their own).
  const section = /^## Pages\n([\s\S]*?)(?=^## )/m.exec(text)?.[1] ?? '';
  const listed = [...section.matchAll(/^- \[([^\]]+)\]\(([^)]+)\): (.*)$/gm)];
  assert.deepEqual(
    listed.map((m) => m[1]),
    pageMeta.map((m) => m.title),
  );
  assert.deepEqual(
    listed.map((m) => m[3]),
    pageMeta.map((m) => m.description),
  );
  for (const [i, m] of listed.entries()) {
    assert.equal(new URL(m[2] ?? '', 'invalid:/').pathname, `/${markdownFileFor(pages[i]?.path ?? '')}`);
  }
});

test('each page has a Markdown copy with its title, source URL and headings; llms-full.txt has them all', () => {
  const full = read('llms-full.txt');
  for (const {page: p, title} of pageMeta) {
    const md = twin(p.path);
    assert.ok(md.startsWith(`# ${title}\n`), `${p.path}: the copy starts with "# ${title}"`);
    // Where the page lives, once the site's own address is set (a placeholder is no source).
    const source = /^Source: <([^>]+)>/m.exec(md)?.[1];
    if (isPlaceholder(siteUrl)) assert.equal(source, undefined, p.path);
    else assert.equal(new URL(source ?? '').pathname, p.path);
    const html = pageHtml(p.path);
    const article = html.slice(html.indexOf('theme-doc-markdown'), html.indexOf('</article>'));
    // The page's headings.
    assert.equal((md.match(/^## /gm) ?? []).length, (article.match(/<h2[\s>]/g) ?? []).length, `${p.path} ## headings`);
    assert.ok(full.includes(md.trim()), `${p.path}: its copy is in llms-full.txt`);
    // The site's own links: absolute once its address is set; root-relative while it is a placeholder (no dead links).
    if (isPlaceholder(siteUrl)) assert.ok(!md.includes(`](${new URL(siteUrl).origin}`), p.path);
    else assert.doesNotMatch(md, /\]\(\//, p.path);
  }
});

test('numbers read exactly as on the page: wherever a page prints the swap fee, its copy does too', () => {
  const swap = percentFromBps(fees.swap.totalBps);
  const printed = pages.filter((p) => pageHtml(p.path).includes(swap));
  assert.ok(printed.length > 0, `no page prints the swap fee (${swap})`);
  for (const p of printed) {
    assert.ok(twin(p.path).includes(swap), `${p.path}: its Markdown copy lacks ${swap}`);
  }
});
