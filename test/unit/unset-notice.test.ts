/**
 * Each unset fact is said once: the page's "not set yet" notice lists what the
 * page marks without saying it in place (a placeholder), and not what the page
 * says is "not published yet" or "not set yet" next to it; and
 * each registered unset fact (src/data/unset.ts) names a real fact of src/data.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import * as data from '../../src/data/all';
import {inPlaceMarks, listedMark, placeholderNoticeCss} from '../../src/components/Placeholder/noticeCss';
import {openFactField, unsetFactsOf} from '../../src/data/unset';
import {launchpadParams} from '../../src/data/product';

const unsetFacts = unsetFactsOf(data);

test('the notice lists a placeholder, unless the page says it in place', () => {
  const fields = ['links.app', "open.each curve's capacity"];
  const css = placeholderNoticeCss(fields);
  for (const field of fields) {
    const f = JSON.stringify(field);
    const listed = `.theme-doc-markdown:has([${listedMark}=${f}])`;
    const rules = css.split('\n').filter((r) => r.startsWith(listed));
    assert.equal(rules.length, 1, `${field}: one rule shows the notice and its item`);
    assert.ok(rules[0]!.includes('[data-placeholder-notice]'), `${field} shows the notice`);
    assert.ok(rules[0]!.includes(`[data-notice-item=${f}]`), `${field} shows its item`);
    for (const rule of rules)
      for (const mark of inPlaceMarks)
        assert.ok(
          rule.includes(`:not(:has(`) && rule.includes(`[${mark}=${f}]`),
          `${field} said in place (${mark}) is not listed`,
        );
  }
  for (const mark of inPlaceMarks)
    assert.ok(
      !css.includes(`markdown:has([${mark}=`),
      `a mark said in place (${mark}) never shows the notice by itself`,
    );
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
