/**
 * A doc page's module split in two (src/plugins/page-body): the head keeps
 * what the page frame reads (named exports, and the imports they use), and
 * its default export waits for the body, a chunk of its own.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {bodyChunkName, headModule} from '../../src/plugins/page-body/split.cjs';
import {isDocModule} from '../../src/plugins/page-body';

// The shape the MDX loader compiles a page to (abridged).
const compiled = `
export const frontMatter = {title: 'Fees'};
export const contentTitle = undefined;
export {default as metadata} from '@site/.docusaurus/meta.json'
export * as siteData from '@site/versioned_data/version-1.0/all';
import {jsx as _jsx} from "react/jsx-runtime";
import {useMDXComponents as _provideComponents} from "@mdx-js/react";
import FeeFlow from '@site/src/components/FeeFlow';
import Partial, {toc as __tocPartial, other} from './_partials/p.mdx';
export const toc = [{"value": "Fees", "id": "fees", "level": 2}, ...__tocPartial];
function _createMdxContent(props) { return _jsx(FeeFlow, {}); }
export default function MDXContent(props = {}) { return _jsx(_createMdxContent, props); }
`;

test('the head keeps the named exports and the imports they read, and awaits the body for its default', () => {
  const head = headModule(
    compiled,
    '/site/docs/fees.mdx?sx-body',
    '/site/src/lib/client/pageBody.tsx',
    'body-docs-fees-mdx',
  );
  for (const kept of [
    "export const frontMatter = {title: 'Fees'};",
    'export const contentTitle = undefined;',
    "export {default as metadata} from '@site/.docusaurus/meta.json'",
    "export * as siteData from '@site/versioned_data/version-1.0/all';",
    'export const toc = [',
    "import {toc as __tocPartial} from './_partials/p.mdx';",
  ]) {
    assert.ok(head.includes(kept), `head lacks: ${kept}\n${head}`);
  }
  for (const dropped of [
    'FeeFlow',
    '_createMdxContent',
    'MDXContent',
    'jsx-runtime',
    '@mdx-js/react',
    'Partial,',
    'other',
  ]) {
    assert.ok(!head.includes(dropped), `head still has: ${dropped}\n${head}`);
  }
  assert.match(
    head,
    /export default await __sxPageBody\(\(\) => import\(\/\* webpackChunkName: "body-docs-fees-mdx" \*\/ "\/site\/docs\/fees\.mdx\?sx-body"\)\);/,
  );
});

test('an export that reads a binding of the body leaves the page whole (the loader warns)', () => {
  const local = `function helper() { return 1; }\nexport const toc = [helper()];\nexport default function MDXContent() { return null; }\n`;
  assert.throws(() => headModule(local, 'x?sx-body', 'p', 'c'), /helper/);
});

test('body chunks are named after the file, and every doc module of the docs folders is split', () => {
  assert.equal(bodyChunkName('docs/roadmap.mdx'), 'body-docs-roadmap-mdx');
  assert.equal(bodyChunkName('versioned_docs/version-1.0/fees.md'), 'body-versioned-docs-version-1-0-fees-md');
  const site = path.resolve('/site');
  assert.equal(isDocModule(site, '/site/docs/fees.mdx'), true);
  assert.equal(isDocModule(site, '/site/docs/_partials/troubleshooting.mdx'), true);
  assert.equal(isDocModule(site, '/site/versioned_docs/version-1.0/fees.md'), true);
  assert.equal(isDocModule(site, '/site/src/pages/about.mdx'), false);
  assert.equal(isDocModule(site, '/site/docs/fees.tsx'), false);
});
