import assert from 'node:assert/strict';
import test from 'node:test';
import type {Root, RootContent} from 'mdast';
import noticePlace, {noticeComponent} from '../../src/lib/remark/noticePlace';

// A made-up page: an import, an introduction (with what the test adds), a heading and its paragraph.
const flow = (name: string) => ({type: 'mdxJsxFlowElement', name, attributes: [], children: []}) as never;
const para = (value: string) => ({type: 'paragraph', children: [{type: 'text', value}]}) as RootContent;
const page = (...intro: RootContent[]): Root => ({
  type: 'root',
  children: [
    {type: 'mdxjsEsm', value: "import x from 'y';"} as never,
    ...intro,
    {type: 'heading', depth: 2, children: [{type: 'text', value: 'Section'}]},
    para('More.'),
  ],
});
const names = (tree: Root) => tree.children.map((n) => ('name' in n ? n.name : n.type));
const placed = (tree: Root, file = 'docs/page.mdx') => {
  noticePlace()(tree, {path: `${process.cwd()}/${file}`});
  return names(tree);
};

test('the notice comes once, right after the page’s status line, else after its opening paragraph; partials get none', () => {
  assert.deepEqual(
    placed(page(para('Intro.'), para('More intro.'))),
    ['mdxjsEsm', 'paragraph', noticeComponent, 'paragraph', 'heading', 'paragraph'],
    'no status line: the opening sentence comes first',
  );
  assert.deepEqual(placed(page()), ['mdxjsEsm', noticeComponent, 'heading', 'paragraph'], 'no introduction');
  assert.deepEqual(
    placed(page(flow('LastUpdated'), para('Intro.'))),
    ['mdxjsEsm', 'LastUpdated', noticeComponent, 'paragraph', 'heading', 'paragraph'],
    'a legal text: after its status line ("Status: draft, not in force. …")',
  );
  assert.deepEqual(
    placed(page(para('Intro.'), flow('SectionStatus'), para('More intro.'))),
    ['mdxjsEsm', 'paragraph', 'SectionStatus', noticeComponent, 'paragraph', 'heading', 'paragraph'],
    'after the page’s status line',
  );
  assert.deepEqual(placed(page(flow('Banner'), para('Intro.'))), [
    'mdxjsEsm',
    'Banner',
    'paragraph',
    noticeComponent,
    'heading',
    'paragraph',
  ]);
  const section = page(para('Intro.'));
  section.children.push(flow('SectionStatus'));
  assert.equal(placed(section).indexOf(noticeComponent), 2, 'a section’s status line is not the page’s');
  assert.ok(!placed(page(para('Intro.')), 'docs/_partials/part.mdx').includes(noticeComponent), 'a partial');
});
