import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {pages, sectionKeyFor} from '../../src/data/pages';
import {parseH2Headings} from '../../src/lib/docHeadings';
import sidebars from '../../sidebars';

const docsDir = path.join(__dirname, '..', '..', 'docs');

test('the spec has sixteen routes and each has exactly one doc file', () => {
  assert.equal(pages.length, 16);
  assert.equal(new Set(pages.map((p) => p.path)).size, pages.length);
  const files = readdirSync(docsDir).filter((f) => /\.mdx?$/.test(f));
  assert.deepEqual(files.map((f) => f.replace(/\.mdx?$/, '')).sort(), pages.map((p) => p.id).sort());
});

test('each doc has a title and a description and no hand-written h1', () => {
  for (const page of pages) {
    const file = path.join(docsDir, `${page.id}.mdx`);
    assert.ok(existsSync(file), file);
    const source = readFileSync(file, 'utf8');
    assert.match(source, /^---\n(?:[\s\S]*?\n)?title: .+\n[\s\S]*?---/, `${page.id}: title`);
    assert.match(source, /\ndescription: .+\n/, `${page.id}: description`);
    assert.doesNotMatch(source.replace(/```[\s\S]*?```/g, ''), /^# /m, `${page.id}: a "# " heading`);
  }
});

test('nested pages sit under an existing page: Terms, Privacy and FAQ in General Info (index 12)', () => {
  const general = pages.findIndex((p) => p.key === 'general-info');
  assert.equal(general, 12);
  assert.deepEqual(
    pages.filter((p) => p.parent === 'general-info').map((p) => p.key),
    ['terms-of-use', 'privacy-policy', 'faq'],
  );
});

test('the active-section key comes from the path', () => {
  assert.equal(sectionKeyFor('/'), 'root');
  assert.equal(sectionKeyFor('/tokenomics'), 'tokenomics');
  assert.equal(sectionKeyFor('/faq/'), 'faq');
  assert.equal(sectionKeyFor('/nope'), undefined);
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
  const top = sidebars.docs;
  assert.deepEqual(
    top.map((c) => c.link.id),
    pages.filter((p) => !p.parent).map((p) => p.id),
  );
  const general = top.find((c) => c.link.id === 'general-info');
  assert.ok(general);
  const nested = general.items
    .filter((i) => i.type === 'category')
    .map((i) => (i.type === 'category' ? i.link.id : ''));
  assert.deepEqual(nested, ['terms-of-use', 'privacy-policy', 'faq']);
  const privacy = general.items.find((i) => i.type === 'category' && i.link.id === 'privacy-policy');
  assert.ok(privacy && privacy.type === 'category');
  const hrefs = privacy.items.filter((i) => i.type === 'link').map((i) => (i.type === 'link' ? i.href : ''));
  assert.ok(hrefs.includes('/privacy-policy#information-we-collect'));
  assert.ok(hrefs.includes('/privacy-policy#contact-us'));
});
