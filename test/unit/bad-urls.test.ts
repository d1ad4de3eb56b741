import {test} from 'node:test';
import assert from 'node:assert/strict';
import {safePathname} from '../../src/clientModules/badUrls';

test('safePathname escapes a path decodeURI cannot read, and leaves valid ones alone', () => {
  assert.equal(safePathname('/tokenomics'), '/tokenomics');
  assert.equal(safePathname('/%F0%9F%9A%80'), '/%F0%9F%9A%80');
  assert.equal(safePathname('/%E0%A4%A'), '/%25E0%25A4%25A');
  assert.equal(decodeURI(safePathname('/%E0%A4%A')), '/%E0%A4%A');
});
