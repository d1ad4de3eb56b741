/**
 * The payload's word lists packed as strings (src/lib/search/lists.ts): what
 * is packed is what loads, and a separator in a word is refused rather than
 * shipped broken.
 */
import assert from 'node:assert/strict';
import {test} from 'node:test';

import {packPhrases, packSynonyms, unpackPhrases, unpackSynonyms} from '../../src/lib/search/lists';
import {synonyms} from '../../src/data/synonyms';
import {foldSynonyms} from '../../src/lib/search/query';

test('the synonyms load as they were written, keys sharing their words included', () => {
  const folded = foldSynonyms(synonyms);
  assert.deepEqual(unpackSynonyms(packSynonyms(folded)), folded);
  assert.deepEqual(unpackSynonyms(packSynonyms({})), {});
});

test('the error strings load with their sections, in order', () => {
  const phrases = [
    {words: ['insufficient', 'funds'], sections: [129]},
    {words: ['executionreverted'], sections: [3, 17]},
  ];
  assert.deepEqual(unpackPhrases(packPhrases(phrases)), phrases);
  assert.deepEqual(unpackPhrases(packPhrases([])), []);
});

test('a word holding a separator is refused', () => {
  assert.throws(() => packSynonyms({'a,b': 'fee'}), /separator/);
  assert.throws(() => packPhrases([{words: ['a|b'], sections: [1]}]), /separator/);
});
