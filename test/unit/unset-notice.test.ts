/**
 * The page's "not set yet" notice lists everything unset the page shows: the
 * stylesheet shows the notice and an item for any of the three marks, and
 * each registered unset fact (src/data/unset.ts) names a real fact of src/data.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import * as data from '../../src/data/all';
import {noticeMarks, placeholderNoticeCss} from '../../src/components/Placeholder/noticeCss';
import {openFactField, unsetFactsOf} from '../../src/data/unset';
import {launchpadParams} from '../../src/data/product';

const unsetFacts = unsetFactsOf(data);

test('the notice and its item show for a placeholder, an address said in place and a fact shown as not set', () => {
  const css = placeholderNoticeCss(['links.app', "open.each curve's capacity"]);
  for (const field of ['links.app', "open.each curve's capacity"])
    for (const mark of noticeMarks) {
      const has = `.theme-doc-markdown:has([${mark}=${JSON.stringify(field)}])`;
      assert.ok(css.includes(`${has} [data-placeholder-notice]`), `${mark}=${field} shows the notice`);
      assert.ok(css.includes(`${has} [data-notice-item=${JSON.stringify(field)}]`), `${mark}=${field} shows its item`);
    }
  assert.doesNotMatch(css, /:not\(/, 'nothing the page marks is left out of its notice');
});

test('each unset fact names a fact of src/data, with its value, once', () => {
  const fields = unsetFacts.map((f) => f.field);
  assert.equal(new Set(fields).size, fields.length, 'each field once');
  for (const fact of unsetFacts) {
    assert.ok(fact.text.length > 0, `${fact.field}: words for the notice`);
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
