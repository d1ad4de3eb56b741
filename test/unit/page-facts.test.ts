/**
 * src/lib/remark/pageFacts.ts: a doc page provides the facts its components
 * read (useSiteData) itself, today's or, for a page of a released version, its
 * frozen snapshot over today's. Each case compiles a page with MDX as the
 * docs plugin does, runs it, and renders it.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {createElement, type ReactElement} from 'react';
import belowTheFold from '../../src/lib/remark/belowTheFold';
import pageFacts, {factsModules} from '../../src/lib/remark/pageFacts';
import {useSiteData} from '../../src/data/context';
import * as today from '../../src/data/all';

// react-dom ships no types here (@types/react-dom is not a dependency).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const {renderToStaticMarkup} = require('react-dom/server') as {renderToStaticMarkup(element: ReactElement): string};

const root = path.resolve(__dirname, '../..');
const dir = mkdtempSync(path.join(tmpdir(), 'page-facts-'));
test.after(() => rmSync(dir, {recursive: true, force: true}));
const url = (file: string): string => JSON.stringify(pathToFileURL(file).href);

/**
 * Renders a page's Markdown, compiled with the docs plugin's remark plugins,
 * with `<Probe />` showing a fact and a fact newer than any release. Page and
 * probe run as ES modules importing the same context module.
 */
async function render(name: string, markdown: string): Promise<string> {
  // ESM only: imported, not required.
  const {compile} = await import('@mdx-js/mdx');
  const compiled = String(await compile(markdown, {remarkPlugins: [belowTheFold, pageFacts]}));
  assert.ok(compiled.includes(`'${factsModules.today}'`), "the page imports today's facts");
  const page = compiled
    // Today's facts through an ES module view (src/data/all is CommonJS under tsx: its re-exports are not named).
    .replace(`'${factsModules.today}'`, "'./today.mjs'")
    .replace(/(["'])@site\//g, `$1${pathToFileURL(root).href}/`)
    .replace(/(["'])react\/jsx-runtime\1/, url(require.resolve('react/jsx-runtime')));
  writeFileSync(path.join(dir, `${name}.mjs`), page);
  writeFileSync(
    path.join(dir, 'today.mjs'),
    `import all from ${url(path.join(root, 'src/data/all.ts'))};\nexport const {token, chain} = all;\n`,
  );
  const harness = path.join(dir, `${name}.render.mjs`);
  writeFileSync(
    harness,
    [
      `import {createElement} from ${url(require.resolve('react'))};`,
      `import {renderToStaticMarkup} from ${url(require.resolve('react-dom/server'))};`,
      `import {useSiteData} from '${pathToFileURL(root).href}/src/data/context';`,
      `import Page from './${name}.mjs';`,
      'const Probe = () => { const f = useSiteData(); return `[${f.token.ticker}|${f.chain.chainId}]`; };',
      'export default renderToStaticMarkup(createElement(Page, {components: {Probe, BelowTheFold: (p) => p.children}}));',
    ].join('\n'),
  );
  return ((await import(pathToFileURL(harness).href)) as {default: string}).default;
}

test("a current page's components read today's facts", async () => {
  const html = await render('current', '## One\n\n<Probe />\n\nText.\n\n## Two\n\nMore.\n\n## Three\n\nEnd.\n');
  assert.ok(html.includes(`[${today.token.ticker}|${today.chain.chainId}]`), html);
});

test("a released page's components read its frozen facts, and today's for facts it does not have", async () => {
  const frozen = path.join(dir, 'frozen.mjs');
  writeFileSync(frozen, `export const token = ${JSON.stringify({...today.token, ticker: '$OLD'})};\n`);
  const html = await render(
    'released',
    `export * as siteData from ${JSON.stringify(pathToFileURL(frozen).href)};\n\nIntro <Probe />\n`,
  );
  assert.ok(html.includes('[$OLD|'), `the frozen ticker wins: ${html}`);
  assert.ok(html.includes(`|${today.chain.chainId}]`), `a fact the snapshot lacks is today's: ${html}`);
});

test('a component outside any page says where facts come from', () => {
  const Probe = () => useSiteData().token.ticker;
  assert.throws(() => renderToStaticMarkup(createElement(Probe)), /doc page.*import the fact module/);
});

test('partials are left as they are: they render under the page that includes them', () => {
  const tree = {type: 'root' as const, children: [{type: 'paragraph' as const, children: []}]};
  const before = structuredClone(tree);
  pageFacts()(tree, {path: '/docs/_partials/_part.mdx'});
  assert.deepEqual(tree, before);
});
