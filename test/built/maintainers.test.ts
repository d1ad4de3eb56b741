/**
 * Edit links, dates and versions, in every page's server-rendered HTML: each
 * page links to its source in the docs repository and says when it was last
 * updated; the version menu is there only once a version has been released,
 * listing each version.
 */
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import test from 'node:test';
import {pages} from '../../src/data/pages';
import {resolveLinks} from '../../src/data/links';
import {parseFrontMatter, readDoc} from '../lib/frontMatter';
import {builtPage} from './files';

const $of = builtPage;
const repository = resolveLinks(process.env).docsRepository;

test('each page links to its source in the docs repository and shows when it was last updated', () => {
  for (const p of pages) {
    const $ = $of(p.path);
    const edit = $('a.theme-edit-this-page');
    assert.equal(edit.length, 1, `${p.path}: one "Edit this page" link`);
    assert.match(edit.text(), /Edit this page/, p.path);
    const href = edit.attr('href') ?? '';
    assert.ok(href.startsWith(repository), `${p.path}: ${href} is not in ${repository}`);
    assert.match(href, new RegExp(`/docs/${p.id}\\.mdx?$`), `${p.path}: the edit link names its source`);
    // A page whose text carries its own date (`dated_in_text: true`, src/theme/LastUpdated) has no second one.
    const datedInText = parseFrontMatter(readDoc(p.id)).frontMatter.dated_in_text === true;
    const time = $('.theme-last-updated time');
    if (datedInText) assert.equal(time.length, 0, `${p.path}: dated in its text, yet a last-updated date`);
    else assert.ok(!Number.isNaN(Date.parse(time.attr('datetime') ?? '')), `${p.path}: no last-updated date`);
  }
});

test('the version menu appears only once a version has been released, listing each version', () => {
  const file = path.join(__dirname, '..', '..', 'versions.json');
  const versions: string[] = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as string[]) : [];
  const $ = $of('/');
  if (versions.length === 0) {
    assert.equal($('.navbar .dropdown').length, 0, 'a version menu without a released version');
    return;
  }
  // The menu's entries are links in a navbar dropdown, in the HTML even while it is closed.
  const labels = $('.navbar .dropdown__menu a')
    .toArray()
    .map((a) => $(a).text().trim());
  for (const version of versions) {
    assert.ok(
      labels.some((label) => label.includes(version)),
      `version ${version} is not in the menu (${labels.join(', ')})`,
    );
  }
});
