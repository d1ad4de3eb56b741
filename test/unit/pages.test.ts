import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readdirSync} from 'node:fs';
import {pages} from '../../src/data/pages';
import {parseH2Headings} from '../../src/lib/docHeadings';
import sidebars from '../../sidebars';
import {docsDir, parseFrontMatter, readDoc, stringField} from '../lib/frontMatter';
import {specRoutes} from '../lib/specRoutes';

test('every spec route exists, in the spec order', () => {
  const paths = pages.map((p) => p.path);
  const positions = specRoutes.map((route) => paths.indexOf(route));
  for (const [i, route] of specRoutes.entries()) {
    assert.ok((positions[i] ?? -1) >= 0, `${route} is missing from src/data/pages.ts`);
  }
  for (let i = 1; i < positions.length; i += 1) {
    assert.ok((positions[i] ?? -1) > (positions[i - 1] ?? -1), `${specRoutes[i]} comes after ${specRoutes[i - 1]}`);
  }
});

test('every file in docs/ is listed once, and every listed page has a file', () => {
  assert.equal(new Set(pages.map((p) => p.path)).size, pages.length, 'paths are unique');
  assert.equal(new Set(pages.map((p) => p.key)).size, pages.length, 'keys are unique');
  const ids = pages.map((p) => p.id);
  const files = readdirSync(docsDir)
    .filter((f) => /\.mdx?$/.test(f))
    .map((f) => f.replace(/\.mdx?$/, ''));
  for (const file of files) {
    assert.equal(ids.filter((id) => id === file).length, 1, `docs/${file}.mdx is listed once in src/data/pages.ts`);
  }
  for (const id of ids) {
    assert.ok(files.includes(id), `src/data/pages.ts lists ${id}, but docs/${id}.mdx does not exist`);
  }
});

test('each doc has a title and a description (parsed as YAML), no hand-written h1 and no tags', () => {
  for (const page of pages) {
    const {frontMatter, body} = parseFrontMatter(readDoc(page.id));
    assert.ok(stringField(frontMatter, 'title'), `${page.id}: title`);
    assert.ok(stringField(frontMatter, 'description'), `${page.id}: description`);
    assert.doesNotMatch(body.replace(/```[\s\S]*?```/g, ''), /^# /m, `${page.id}: a "# " heading`);
    assert.ok(
      !('tags' in frontMatter),
      `${page.id}: "tags:" in the front matter. This portal has no tag pages: Docusaurus would add /tags routes ` +
        'that have no Markdown copy, social card, sitemap date or PDF page. Remove the tags and link related pages ' +
        'from the text instead.',
    );
  }
});

test('front matter: single, double and no quotes read the same', () => {
  for (const line of ["title: 'It’s fine'", 'title: "It’s fine"', 'title: It’s fine']) {
    assert.equal(stringField(parseFrontMatter(`---\n${line}\n---\nbody`).frontMatter, 'title'), 'It’s fine');
  }
});

test('nested pages follow their parent; Terms, Privacy and FAQ are nested in General Info', () => {
  for (const [i, page] of pages.entries()) {
    if (page.parent) {
      const parent = pages.findIndex((p) => p.key === page.parent);
      assert.ok(parent >= 0 && parent < i, `${page.key}: parent ${page.parent} comes before it`);
    }
  }
  const nested = new Set(pages.filter((p) => p.parent === 'general-info').map((p) => p.path));
  for (const route of ['/terms-of-use', '/privacy-policy', '/faq']) {
    assert.ok(nested.has(route), `${route} is nested in General Info`);
  }
});

test('h2 headings: pinned ids win, others get GitHub slugs, code fences and h3 are ignored', () => {
  const source = [
    '## Key Features {/* #key-features */}',
    'text',
    '```md',
    '## Not a heading',
    '```',
    '### A sub-section',
    '## Fees & **Payments**',
    '## Fees & Payments',
  ].join('\n');
  assert.deepEqual(parseH2Headings(source), [
    {text: 'Key Features', id: 'key-features'},
    {text: 'Fees & Payments', id: 'fees--payments'},
    {text: 'Fees & Payments', id: 'fees--payments-1'},
  ]);
});

test('the sidebar follows the reading order, with each page section linking its own headings', () => {
  const top = sidebars.docs.flatMap((c) => (c.type === 'category' ? [c] : []));
  assert.deepEqual(
    top.map((c) => c.link.id),
    pages.filter((p) => !p.parent).map((p) => p.id),
    'the sections follow src/data/pages.ts (the previous/next order): list grouped pages last',
  );
  // Each group (src/data/pages.ts › group) is one heading, right before its pages' sections, after the others.
  const order = sidebars.docs.map((c) => (c.type === 'category' ? c.link.id : c.value));
  const ungrouped = pages.filter((p) => !p.parent && !p.group).length;
  for (const group of new Set(pages.flatMap((p) => (p.group ? [p.group] : [])))) {
    const at = order.findIndex((v) => v.includes(`>${group}<`));
    assert.ok(at >= ungrouped, `a heading "${group}" after the ungrouped sections`);
    assert.deepEqual(
      order.slice(at + 1, at + 1 + pages.filter((p) => p.group === group).length),
      pages.filter((p) => p.group === group).map((p) => p.id),
      `the sections under "${group}"`,
    );
  }
  const general = top.find((c) => c.link.id === 'general-info');
  assert.ok(general);
  const nested = general.items
    .filter((i) => i.type === 'category')
    .map((i) => (i.type === 'category' ? i.link.id : ''));
  assert.deepEqual(
    nested,
    pages.filter((p) => p.parent === 'general-info').map((p) => p.id),
  );
  const privacy = general.items.find((i) => i.type === 'category' && i.link.id === 'privacy-policy');
  assert.ok(privacy && privacy.type === 'category');
  const hrefs = privacy.items.filter((i) => i.type === 'link').map((i) => (i.type === 'link' ? i.href : ''));
  assert.ok(hrefs.includes('/privacy-policy#information-we-collect'));
  assert.ok(hrefs.includes('/privacy-policy#contact-us'));
});
