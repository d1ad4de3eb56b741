/**
 * Every link of every built page that stays on this site resolves to a file
 * of the build, the way a static host serves it (file, then .html, then
 * /index.html), and its #fragment to an element of that page. Docusaurus
 * checks its own routes; this also covers the files other plugins write (the
 * whitepaper PDF, Markdown twins, llms.txt, cards) — a plain `npm run build`
 * must ship them all. Links that leave the site go only where src/data/links.ts
 * allows, in a new tab, without the opener or the referrer.
 */
import assert from 'node:assert/strict';
import {existsSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import test from 'node:test';
import type {Root} from 'hast';
import {load} from 'cheerio';
import {allowedHosts, linkIds, resolveLinks} from '../../src/data/links';
import {findElement, parseHtml} from '../../src/lib/markdown/toMarkdown';
import {all, buildDir, builtFiles} from './files';

/** The built file a static host serves for a path, or undefined. */
function served(pathname: string): string | undefined {
  const base = path.join(buildDir, decodeURIComponent(pathname));
  return [base, `${base.replace(/\/$/, '')}.html`, path.join(base, 'index.html')].find(
    (f) => existsSync(f) && statSync(f).isFile(),
  );
}

const trees = new Map<string, Root>();
const treeOf = (file: string) => {
  let tree = trees.get(file);
  if (!tree) {
    tree = parseHtml(readFileSync(file, 'utf8'));
    trees.set(file, tree);
  }
  return tree;
};

const home = served('/');
const htmlFiles = builtFiles((f) => f.endsWith('.html'));
const canonical = home
  ? String(
      findElement(treeOf(home), (e) => e.tagName === 'link' && String(e.properties.rel) === 'canonical')?.properties
        .href ?? '',
    )
  : '';
const site = canonical ? new URL(canonical).origin : '';

test('the build has a home page with a canonical address', () => {
  assert.ok(home, 'no build/index.html: run `npm run build` first');
  assert.ok(site, 'home page without <link rel="canonical">');
});

for (const file of htmlFiles) {
  const name = path.relative(buildDir, file);
  test(`${name}: every link on this site resolves, with its #fragment`, () => {
    const pageUrl = new URL(`/${name.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '')}`, site);
    const broken: string[] = [];
    let checked = 0;
    for (const a of all(treeOf(file), (e) => e.tagName === 'a' && typeof e.properties.href === 'string')) {
      const href = String(a.properties.href);
      const url = new URL(href, pageUrl);
      if (url.origin !== site) {
        continue;
      }
      checked++;
      const target = served(url.pathname);
      if (!target) {
        broken.push(`${href} (no file)`);
      } else if (url.hash && target.endsWith('.html')) {
        const id = decodeURIComponent(url.hash.slice(1));
        if (!findElement(treeOf(target), (e) => e.properties.id === id)) {
          broken.push(`${href} (no #${id} in ${path.relative(buildDir, target)})`);
        }
      }
    }
    assert.deepEqual(broken, [], `${name}: ${checked} links on this site`);
  });
}

/**
 * Links that leave the site: only https: or mailto:, only to the links module's
 * hosts and addresses, each opening in a new tab without leaking the opener or
 * the referrer; and no page loads a resource from another site.
 */
const links = resolveLinks(process.env);
const hosts = allowedHosts(links);
const mailAddresses = linkIds.map((id) => links[id]).filter((u) => u.startsWith('mailto:'));
const isExternal = (href: string) => /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//');
const pagesHtml = htmlFiles.map((file) => ({name: path.relative(buildDir, file), $: load(readFileSync(file, 'utf8'))}));
const external = pagesHtml.flatMap(({name, $}) =>
  $('a[href], area[href]')
    .toArray()
    .map((el) => ({name, href: $(el).attr('href') ?? '', target: $(el).attr('target'), rel: $(el).attr('rel')}))
    .filter((a) => isExternal(a.href)),
);

test('external links use only https: or mailto:, never http:, and the build has some', () => {
  assert.ok(external.length > 0, 'no external link in the build');
  const bad = external.filter((a) => !/^(https:|mailto:)/i.test(a.href)).map((a) => `${a.name}: ${a.href}`);
  assert.deepEqual(bad, []);
});

test('every https: link goes to a host on the allow-list (src/data/links.ts)', () => {
  const off = external
    .filter((a) => /^https:/i.test(a.href) && !hosts.includes(new URL(a.href).hostname))
    .map((a) => `${a.name}: ${a.href}`);
  assert.deepEqual(off, [], `allowed hosts: ${hosts.join(', ')}`);
});

test('every https: link opens in a new tab with rel="noopener noreferrer"', () => {
  const bad = external
    .filter((a) => /^https:/i.test(a.href))
    .filter((a) => {
      const rel = (a.rel ?? '').split(/\s+/);
      return a.target !== '_blank' || !rel.includes('noopener') || !rel.includes('noreferrer');
    })
    .map((a) => `${a.name}: ${a.href} target=${a.target} rel=${a.rel}`);
  assert.deepEqual(bad, []);
});

test('every mailto: link is one of the links module addresses', () => {
  const bad = external
    .filter((a) => /^mailto:/i.test(a.href) && !mailAddresses.includes(a.href.split('?')[0] ?? ''))
    .map((a) => `${a.name}: ${a.href}`);
  assert.deepEqual(bad, []);
});

test('no page loads a resource from another site; canonical and alternate links name this site', () => {
  const resources = 'script, img, source, iframe, link, video, audio, embed, object';
  const bad: string[] = [];
  for (const {name, $} of pagesHtml) {
    for (const el of $(resources).toArray()) {
      const t = $(el);
      const rel = t.attr('rel') ?? '';
      // canonical / alternate links name this site's own public address; they load nothing.
      if (/canonical|alternate/.test(rel)) {
        const href = t.attr('href') ?? '';
        if (new URL(href, site).origin !== site) bad.push(`${name}: <link rel="${rel}"> ${href}`);
        continue;
      }
      const srcset = (t.attr('srcset') ?? '').split(',').map((s) => s.trim().split(/\s+/)[0] ?? '');
      for (const url of [t.attr('src'), t.attr('data'), t.attr('href'), ...srcset]) {
        if (url && isExternal(url) && !url.startsWith('data:')) bad.push(`${name}: <${el.tagName}> ${url}`);
      }
    }
  }
  assert.deepEqual(bad, []);
});
