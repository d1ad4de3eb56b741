/**
 * What a route's prefetch fetches besides the chunks it names
 * (src/plugins/route-chunks): every split chunk a route chunk needs is either
 * shared (hinted with any route) or listed under its name, and a chunk most
 * of them need costs no byte per page.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {splitNeeds} from '../../src/plugins/route-chunks';
import {chunkNamesIn} from '../../src/plugins/route-chunks/names';

test('each route chunk gets every split chunk it needs: the shared ones, or its own extras', () => {
  const needs = new Map<string, string[]>([
    ['page-a', ['common', 'facts']],
    ['page-b', ['common', 'facts', 'chart-library']],
    ['page-c', ['facts', 'common']],
    ['props-json', []],
    ['props-json-2', []],
    ['props-json-3', []],
    ['props-json-4', []],
  ]);
  const {shared, extra} = splitNeeds(needs);
  for (const [name, ids] of needs)
    for (const id of ids)
      assert.ok(shared.includes(id) || extra[name]?.includes(id), `${name} needs ${id}, which nothing hints`);
  // Chunks that need nothing do not make a chunk every page needs a per-page entry.
  assert.deepEqual(shared.sort(), ['common', 'facts'], 'the chunks most route chunks need are listed once');
  assert.deepEqual(Object.keys(extra), ['page-b'], 'only a chunk that needs more than the shared ones is listed');
});

test('the route data’s chunk names are read at any depth', () => {
  assert.deepEqual(chunkNamesIn({__comp: 'a', __context: {plugin: 'b'}, content: 'c', items: [{x: 'd'}]}).sort(), [
    'a',
    'b',
    'c',
    'd',
  ]);
});
