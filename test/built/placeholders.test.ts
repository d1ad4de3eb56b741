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
import {placeholderFacts, allPlaceholders, placeholderMark} from '../../src/data/placeholders';
import {isPlaceholder, resolveLinks} from '../../src/data/links';
import {legal} from '../../src/data/legal';
import {longDate} from '../../src/data/format';
import {buildDir, builtFiles} from './files';

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
    // The theme's git-based "Last updated on …" would be a second date, which may differ.
    assert.doesNotMatch(html.replace(/<[^>]+>/g, ''), /Last updated on/, `${name}: one date, from src/data/legal.ts`);
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

test('on every page, each link to a placeholder address is followed by its mark, in the HTML and the Markdown twin', () => {
  const pages = builtFiles((rel) => !rel.includes('/') && rel.endsWith('.html') && rel !== '404.html');
  const words = `[${placeholderMark.link}]`;
  /** The site's own address (docusaurus.config.ts): the twins' links between pages, marked once on their Source line. */
  const site = process.env.SITE_URL ?? resolveLinks(process.env).docs;
  const unmarked: string[] = [];
  let links = 0;
  for (const file of pages) {
    const html = readFileSync(file, 'utf8');
    const article = html.slice(html.indexOf('<article'), html.lastIndexOf('</article>'));
    for (const m of article.matchAll(
      /<a href="?([^"\s>]+)[^>]*>[\s\S]*?<\/a>(?:\s|<!-- -->)*(?:<strong[^>]*data-placeholder[^>]*>([\s\S]*?)<\/strong>)?/g,
    )) {
      if (!isPlaceholder(m[1]!)) continue;
      links++;
      if (m[2]?.replace(/<!-- -->/g, '').trim() !== words) unmarked.push(`${path.basename(file)}: ${m[1]}`);
    }
    // The twin: a line that links an address of src/data/links.ts on a placeholder domain also carries the mark.
    const md = readFileSync(file.replace(/\.html$/, '.md'), 'utf8');
    for (const line of md.split('\n')) {
      const placeholderTargets = [...line.matchAll(/\]\((https?:[^)\s]+)\)|<((?:https?:|[^>\s]+@)[^>\s]+)>/g)]
        .map((l) => l[1] ?? l[2]!)
        .filter((u) => !u.startsWith(site) && isPlaceholder(u.includes('@') && !u.includes(':') ? `mailto:${u}` : u));
      if (placeholderTargets.length > 0 && !line.replace(/\\\[/g, '[').includes(words)) {
        unmarked.push(`${path.basename(file, '.html')}.md: ${line.slice(0, 100)}`);
      }
    }
  }
  assert.ok(links > 0, 'this build links placeholder addresses');
  assert.deepEqual(unmarked, []);
});
