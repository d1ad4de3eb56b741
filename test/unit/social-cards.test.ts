import assert from 'node:assert/strict';
import test from 'node:test';
import {cardKey, cardSize, socialCardPng} from '../../src/plugins/social-cards/card';
import {cardFileFor} from '../../src/lib/markdown/paths';

const input = {
  title: 'Audits & Links of a page whose title is long enough to wrap onto a second line and beyond',
  description: 'Fees <0.2%> "quoted" and a description long enough to be clamped to two lines on the card. '.repeat(3),
  eyebrow: 'General Info',
  host: 'docs.example.org',
  brand: 'SX Exchange Docs',
};

/** Width and height from a PNG's IHDR chunk. */
const pngSize = (png: Buffer) => ({width: png.readUInt32BE(16), height: png.readUInt32BE(20)});

test('a card is a PNG of the card size, small enough for every network', async () => {
  const png = await socialCardPng(input);
  assert.deepEqual([...png.subarray(1, 4)], [...Buffer.from('PNG')]);
  assert.deepEqual(pngSize(png), {width: cardSize.width, height: cardSize.height});
  assert.ok(png.length < 300 * 1024, `${png.length} bytes`);
});

test('the cache key follows the content: same input, same key; any change, a new key', () => {
  assert.equal(cardKey(input), cardKey({...input}));
  assert.notEqual(cardKey(input), cardKey({...input, title: 'Other'}));
  assert.notEqual(cardKey(input), cardKey({...input, eyebrow: 'Documentation'}));
});

test('each route has its own card file, released versions in their own folder', () => {
  assert.equal(cardFileFor('/'), 'img/social/index.png');
  assert.equal(cardFileFor('/faq'), 'img/social/faq.png');
  assert.equal(cardFileFor('/1.0/faq'), 'img/social/1.0/faq.png');
  assert.notEqual(cardFileFor('/1.0'), cardFileFor('/'));
});
