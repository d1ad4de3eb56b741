import assert from 'node:assert/strict';
import test from 'node:test';
import type {Root, RootContent} from 'mdast';
import noticePlace, {noticeComponent} from '../../src/lib/remark/noticePlace';

// A made-up page: an import, a heading, two paragraphs (a legal text also has its status line).
const page = (...extra: RootContent[]): Root => ({
  type: 'root',
  children: [
    {type: 'mdxjsEsm', value: "import x from 'y';"} as never,
    {type: 'heading', depth: 2, children: [{type: 'text', value: 'Intro'}]},
    ...extra,
    {type: 'paragraph', children: [{type: 'text', value: 'What the page is about.'}]},
    {type: 'paragraph', children: [{type: 'text', value: 'More.'}]},
  ],
});
const names = (tree: Root) => tree.children.map((n) => ('name' in n ? n.name : n.type));

test('the notice ends the page’s content, once; a legal text has it after its status line; partials get none', () => {
  const tree = page();
  noticePlace()(tree, {path: `${process.cwd()}/docs/page.mdx`});
  assert.deepEqual(names(tree), ['mdxjsEsm', 'heading', 'paragraph', 'paragraph', noticeComponent]);
  const legal = page({type: 'mdxJsxFlowElement', name: 'LastUpdated', attributes: [], children: []} as never);
  noticePlace()(legal, {path: `${process.cwd()}/docs/terms.mdx`});
  assert.deepEqual(names(legal), ['mdxjsEsm', 'heading', 'LastUpdated', noticeComponent, 'paragraph', 'paragraph']);
  const partial = page();
  noticePlace()(partial, {path: `${process.cwd()}/docs/_partials/part.mdx`});
  assert.ok(!names(partial).includes(noticeComponent), 'a partial renders inside a page that has its notice');
});
