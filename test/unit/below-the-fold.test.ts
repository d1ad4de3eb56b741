/**
 * src/lib/remark/belowTheFold.ts: which blocks of a page render one step
 * after its first screen on a page change (src/components/BelowTheFold).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {Root, RootContent} from 'mdast';
import belowTheFold, {belowTheFoldComponent} from '../../src/lib/remark/belowTheFold';

const esm = (value: string): RootContent => ({type: 'mdxjsEsm', value}) as RootContent;
const p = (text: string): RootContent => ({type: 'paragraph', children: [{type: 'text', value: text}]});
const h2 = (text: string): RootContent => ({type: 'heading', depth: 2, children: [{type: 'text', value: text}]});

function run(children: RootContent[], file = '/docs/page.mdx'): Root {
  const tree: Root = {type: 'root', children};
  belowTheFold()(tree, {path: file});
  return tree;
}
const wrapper = (tree: Root) => tree.children.find((n) => (n as {name?: string}).name === belowTheFoldComponent);

test('the introduction stays above the fold; from the first ## section on, the blocks are wrapped', () => {
  const tree = run([
    esm('import a from "a"'),
    p('intro'),
    h2('One'),
    p('a'),
    h2('Two'),
    p('b'),
    esm('export const x = 1'),
  ]);
  const wrapped = wrapper(tree) as {children: RootContent[]} | undefined;
  assert.ok(wrapped, 'a long page gets a wrapper');
  assert.deepEqual(wrapped.children, [h2('One'), p('a'), h2('Two'), p('b')]);
  assert.deepEqual(
    tree.children.filter((n) => n.type === 'mdxjsEsm').length,
    2,
    'imports and exports stay at the top level, where MDX needs them',
  );
  assert.deepEqual(tree.children.at(-2), p('intro'));
});

test('a page that opens with a section keeps that section above the fold', () => {
  const tree = run([h2('One'), p('a'), h2('Two'), p('b'), p('c')]);
  assert.deepEqual((wrapper(tree) as {children: RootContent[]}).children[0], h2('Two'));
});

test('short pages, pages without sections and partials are left as they are', () => {
  const cases: [RootContent[], string][] = [
    [[p('intro'), h2('One'), p('a')], '/docs/short.mdx'],
    [[p('a'), p('b'), p('c'), p('d')], '/docs/flat.mdx'],
    [[p('intro'), h2('One'), p('a'), h2('Two'), p('b')], '/docs/_partials/_part.mdx'],
  ];
  for (const [children, file] of cases) {
    const before = structuredClone(children);
    assert.deepEqual(run([...children], file).children, before, file);
  }
});
