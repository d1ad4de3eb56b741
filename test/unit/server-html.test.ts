/**
 * The head a doc page's server HTML carries for the browser
 * (src/lib/client/serverHtml): the exports the page frame reads, as JSON that
 * cannot end its script element, and a content component that loads the
 * page's module only when asked to, once.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {isLaterBody, laterBody, pageHeadJson, pageHeadKeys} from '../../src/lib/client/serverHtml';

test("a page's head JSON has the frame's exports only, and no '<'", () => {
  const content = Object.assign(() => null, {
    metadata: {title: 'Fees </script><script>alert(1)</script>', source: '@site/docs/x.mdx'},
    frontMatter: {description: 'a <b> c'},
    toc: [{value: '<code>x</code>', id: 'x', level: 2}],
    contentTitle: undefined,
    assets: {},
    siteData: {big: 'frozen facts'},
  });
  const json = pageHeadJson(content);
  assert.ok(!json.includes('<'), json);
  const head = JSON.parse(json) as Record<string, unknown>;
  assert.deepEqual(Object.keys(head).sort(), pageHeadKeys.filter((k) => k !== 'contentTitle').sort());
  assert.deepEqual(head.metadata, content.metadata);
  assert.deepEqual(head.toc, content.toc);
});

test('a later body loads its module once, when asked, and reports it', async () => {
  let loads = 0;
  const Body = () => null;
  const body = laterBody(async () => {
    loads += 1;
    return {default: Body};
  });
  assert.ok(isLaterBody(body));
  assert.ok(!isLaterBody(Body), 'a plain component is not a later body');
  assert.equal(loads, 0, 'nothing loads before it is asked for');
  assert.equal(body.loaded(), false);
  await Promise.all([body.load(), body.load()]);
  assert.equal(loads, 1);
  assert.equal(body.loaded(), true);
});

test('a later body whose module fails to load says so, and can be asked again', async () => {
  let fail = true;
  const body = laterBody(async () => {
    if (fail) throw new Error('offline');
    return {default: () => null};
  });
  await assert.rejects(body.load(), /offline/);
  assert.equal(body.loaded(), false);
  fail = false;
  await body.load();
  assert.equal(body.loaded(), true);
});
