/**
 * The page's "not set yet" notice is complete: it lists every unset fact and
 * unpublished address the page marks, and nothing the page does not mark (one
 * rule per field, keyed by the same short key as the mark); and each
 * registered unset fact (src/data/unset.ts) names a real fact of src/data,
 * with a short label for the notice.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import * as data from '../../src/data/all';
import {listedMark, noticeKey, placeholderNoticeCss} from '../../src/components/Placeholder/noticeCss';
import {openFactField, unsetFactsOf} from '../../src/data/unset';
import {placeholderFacts, placeholderNotice} from '../../src/data/placeholders';
import {linkIds} from '../../src/data/links';
import {launchpadParams} from '../../src/data/product';

const unsetFacts = unsetFactsOf(data);
const allFields = [
  ...placeholderFacts.map((p) => p.field),
  ...unsetFacts.map((f) => f.field),
  ...linkIds.map((id) => `links.${id}`),
];

test('each field shows the notice and its own item only on a page that marks it, and counts once there', () => {
  const css = placeholderNoticeCss(allFields, placeholderNotice);
  const rules = css.split('\n');
  const notice = rules.filter((r) => r.includes('[data-placeholder-notice]'));
  assert.equal(notice.length, 1, 'one rule shows the notice');
  assert.ok(
    notice[0]!.startsWith(`.theme-doc-markdown:has([${listedMark}])`),
    'the notice shows on a page that marks anything',
  );
  for (const field of allFields) {
    const key = noticeKey(field);
    const own = rules.filter((r) => r.includes(`[data-notice-item=${key}]`));
    assert.equal(own.length, 1, `${field}: one rule shows its item`);
    assert.ok(
      own[0]!.startsWith(`.theme-doc-markdown:has([${listedMark}=${key}])`),
      `${field}: shown only where marked`,
    );
    assert.match(own[0]!, /counter-increment:/, `${field}: counted in the summary where shown`);
  }
  // The summary words its count from src/data ("1 fact", "9 facts").
  for (const noun of [placeholderNotice.one, placeholderNotice.other]) assert.ok(css.includes(`" ${noun}"`), noun);
});

test('each field has its own short key', () => {
  const keys = allFields.map(noticeKey);
  assert.equal(new Set(keys).size, keys.length, 'two fields share a key: change noticeKey');
  for (const key of keys) assert.match(key, /^[a-z][a-z0-9]{1,8}$/, `${key}: a short CSS identifier`);
});

test('each unset fact names a fact of src/data, with its value and a short label, once', () => {
  const fields = unsetFacts.map((f) => f.field);
  assert.equal(new Set(fields).size, fields.length, 'each field once');
  for (const fact of [...unsetFacts, ...placeholderFacts]) {
    assert.ok(fact.label.length > 0, `${fact.field}: a label for the notice`);
    assert.match(fact.label, /^[A-Z]/, `${fact.field}: the label starts a list item`);
    assert.ok(fact.label.split(/\s+/).length <= 12, `${fact.field}: "${fact.label}" is a short noun phrase`);
    assert.doesNotMatch(fact.label, /[.:;]$/, `${fact.field}: a label is no sentence`);
  }
  for (const fact of unsetFacts) {
    if (fact.field.startsWith('open.')) continue;
    const value = fact.field
      .split('.')
      .reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], data);
    assert.ok(value !== undefined, `${fact.field}: no such fact in src/data (fix the field in src/data/unset.ts)`);
    assert.equal(value, fact.value, `${fact.field}: its value is the fact's`);
  }
  for (const fact of launchpadParams)
    assert.ok(fields.includes(openFactField(fact)), `the open fact "${fact.label}" is found by itself`);
});

test('the unset facts come in one order, whatever order the facts object lists its modules’ exports in', () => {
  // A bundle's namespace object orders its keys its own way (the browser build's differs from the
  // server's): the notice rendered from it must not, or hydrating a page from its whole module mismatches.
  const reversed = Object.fromEntries(Object.entries(data).reverse()) as unknown as typeof data;
  assert.deepEqual(
    unsetFactsOf(reversed).map((f) => f.field),
    unsetFacts.map((f) => f.field),
    'src/data/unset.ts › unsetFactsOf must not follow the key order of the facts it is given',
  );
});
