/**
 * Placeholders are visible to readers of the built site: each unconfirmed
 * legal date (src/data/placeholders.ts) is marked next to the date it stands
 * for, and each official address still on a `.example` domain is marked in the
 * official links list. A value set for real loses its mark (see the unit test
 * of the placeholder report and the deploy gate in test/unit/status.test.ts).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {placeholderFacts, allPlaceholders} from '../../src/data/placeholders';
import {legal, longDate} from '../../src/data/legal';
import {buildDir} from './files';

const page = (name: string) => readFileSync(path.join(buildDir, `${name}.html`), 'utf8');
const marked = (html: string, field: string) =>
  new RegExp(`data-placeholder="?${field.replace('.', '\\.')}\\b`).test(html);

test('each legal date is printed from src/data/legal.ts and marked while it is a placeholder', () => {
  for (const [name, field] of [
    ['terms-of-use', 'termsLastUpdated'],
    ['privacy-policy', 'privacyLastUpdated'],
  ] as const) {
    const html = page(name);
    assert.match(html, new RegExp(`<time datetime="?${legal[field]}"?>${longDate(legal[field])}</time>`), name);
    const isPlaceholder = placeholderFacts.some((p) => p.field === `legal.${field}`);
    assert.equal(marked(html, `legal.${field}`), isPlaceholder, `${name}: the date is marked iff it is a placeholder`);
  }
});

test('each official address still on a placeholder domain is marked in the official links list', () => {
  const html = page('community-links');
  const links = allPlaceholders().filter((p) => p.startsWith('links.'));
  assert.ok(links.length > 0, 'this build uses the default .example addresses');
  for (const field of links) assert.ok(marked(html, field), field);
  assert.ok(!marked(html, 'links.rpc') && !marked(html, 'links.explorer'), 'real addresses are not marked');
  assert.match(html, new RegExp(`data-placeholders="?${links.length}\\b`));
});
