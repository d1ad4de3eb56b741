/**
 * src/lib/recma/deferBelowTheFold.ts: a page's blocks below the fold are
 * compiled into a function BelowTheFold calls, and the page reads the same.
 * Through the MDX compiler the site uses, so a change in its output shape
 * (the plugin would then do nothing, and page changes get slower) turns red.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import * as runtime from 'react/jsx-runtime';
import * as devRuntime from 'react/jsx-dev-runtime';
import {createElement, type ReactElement, type ReactNode} from 'react';
import belowTheFold from '../../src/lib/remark/belowTheFold';
import deferBelowTheFold, {belowTheFoldRenderProp} from '../../src/lib/recma/deferBelowTheFold';
import {blocks, type BlocksProps} from '../../src/components/BelowTheFold/blocks';

const page = `
export const fee = 0.25;

Intro with a fact: {fee * 2}%.

## One

First section, {fee}%.

## Two

- a
- b

## Three

The end.
`;

// (react-dom has no types here; the other unit tests load its server renderer the same way.)
// eslint-disable-next-line @typescript-eslint/no-require-imports
const {renderToStaticMarkup} = require('react-dom/server') as {renderToStaticMarkup(element: ReactElement): string};
// ESM only (its estree-walker has no CommonJS entry), so loaded as a module.
const mdx = () => import('@mdx-js/mdx');
const compile = async (...args: Parameters<Awaited<ReturnType<typeof mdx>>['compile']>) =>
  (await mdx()).compile(...args);

const plugins = {remarkPlugins: [belowTheFold], recmaPlugins: [deferBelowTheFold]};

/** What the page renders with BelowTheFold's blocks shown (as in the build), and the props it got. */
async function rendered(options: object, development = false): Promise<{html: string; props: object[]}> {
  const props: object[] = [];
  function Shown(p: BlocksProps): ReactNode {
    props.push(p);
    return createElement('section', null, blocks(p));
  }
  const {evaluate} = await mdx();
  const {default: Content} = await evaluate(page, {
    ...(development ? devRuntime : runtime),
    development,
    baseUrl: import.meta.url,
    ...options,
  } as Parameters<typeof evaluate>[1]);
  const errors: unknown[][] = [];
  const error = console.error;
  console.error = (...args: unknown[]) => errors.push(args);
  try {
    const html = renderToStaticMarkup(createElement(Content, {components: {BelowTheFold: Shown}}));
    assert.deepEqual(errors, [], 'React reports nothing (a list without keys, static children that are not an array…)');
    return {html, props};
  } finally {
    console.error = error;
  }
}

test('the blocks below the fold are compiled into a function, not built with the page', async () => {
  const code = String(await compile(page, plugins));
  assert.match(code, new RegExp(`BelowTheFold, \\{\\s*${belowTheFoldRenderProp}: \\(\\) =>`), code);
  const {props} = await rendered(plugins);
  assert.ok(props.length > 0, 'the page renders its BelowTheFold');
  for (const p of props as {render?: unknown; children?: unknown}[]) {
    assert.equal(typeof p.render, 'function', 'BelowTheFold gets its blocks as a function');
    assert.equal(p.children, undefined, 'and not as elements built with the page');
  }
});

test('the page renders the same with and without the deferral, in production and development builds', async () => {
  for (const development of [false, true]) {
    const deferred = await rendered(plugins, development);
    const plain = await rendered({remarkPlugins: [belowTheFold]}, development);
    assert.equal(deferred.html, plain.html);
    assert.match(deferred.html, /<section><h2[^>]*>One<\/h2>\s*<p>First section, 0.25%.<\/p>/);
    assert.match(deferred.html, /^<p>Intro with a fact: 0.5%.<\/p>/);
  }
});

test('a page without a fold and other components are left alone', async () => {
  const short = String(await compile('Intro.\n\n## One\n\n<Other>x</Other>\n', plugins));
  assert.doesNotMatch(short, new RegExp(`${belowTheFoldRenderProp}:`));
  assert.match(short, /Other, \{\s*children: "x"/);
});
