/**
 * Every link of every built page that stays on this site resolves to a file
 * of the build, the way a static host serves it (file, then .html, then
 * /index.html), and its #fragment to an element of that page. Docusaurus
 * checks its own routes; this also covers the files other plugins write (the
 * whitepaper PDF, Markdown twins, llms.txt, cards) — a plain `npm run build`
 * must ship them all.
 */
import assert from 'node:assert/strict';
import {existsSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import test from 'node:test';
import type {Root} from 'hast';
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
