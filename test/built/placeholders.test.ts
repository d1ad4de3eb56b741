/**
 * Placeholders are visible once per page: a value nobody from the project has
 * confirmed (src/data/placeholders.ts) or an address on `.example`
 * (src/data/links.ts) is marked where a page uses it (`data-placeholder`,
 * invisible), an unset address in the text is plain text rather than a link
 * and is never printed (its name and "not published yet" instead, marked
 * `data-placeholder-shown`), a null fact of src/data/unset.ts shown as "not
 * set yet" is marked `data-not-set`. Each unset fact is said once: the page's
 * one "not set yet" notice lists what the page marks without saying it in
 * place, and nothing it says in place (shown by the build's stylesheet), in the
 * HTML and the Markdown twin. The header's Launch
 * App button keeps the spec's link. `npm run deploy` refuses
 * while any remain (test/unit/status.test.ts).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';
import {placeholderFacts, allPlaceholders, placeholderNotice} from '../../src/data/placeholders';
import {inPlaceMarks, listedMark} from '../../src/components/Placeholder/noticeCss';
import {isPlaceholder, notPublished, resolveLinks} from '../../src/data/links';
import {legal, legalNotSet} from '../../src/data/legal';
import {longDate, notSetYet} from '../../src/data/format';
import {buildDir, builtFiles} from './files';

const page = (name: string) => readFileSync(path.join(buildDir, `${name}.html`), 'utf8');
const marked = (html: string, field: string) =>
  load(html)(`.theme-doc-markdown [data-placeholder="${field}"]`).length > 0;
const shownInPlace = (html: string, field: string) =>
  load(html)(`.theme-doc-markdown [data-placeholder-shown="${field}"]`).length > 0;
const pages = builtFiles((rel) => !rel.includes('/') && rel.endsWith('.html') && rel !== '404.html');
const links = resolveLinks(process.env);
/** The site's own address (docusaurus.config.ts): the twins' links between pages. */
const site = process.env.SITE_URL ?? links.docs;

test('each legal date is printed from src/data/legal.ts, or "not set yet" and marked while it is a placeholder', () => {
  for (const [name, field] of [
    ['terms-of-use', 'termsLastUpdated'],
    ['privacy-policy', 'privacyLastUpdated'],
  ] as const) {
    const html = page(name);
    const isPlaceholder = placeholderFacts.some((p) => p.field === `legal.${field}`);
    const dated = new RegExp(`<time datetime="?${legal[field]}"?>${longDate(legal[field])}</time>`);
    // A placeholder date is not shown as a fact: the line says it is not set yet.
    if (isPlaceholder) {
      assert.doesNotMatch(html, dated, `${name}: a placeholder date is not printed as the date`);
      assert.match(html.replace(/<[^>]+>/g, ''), new RegExp(`Last updated: ${legalNotSet}`), name);
    } else assert.match(html, dated, name);
    assert.equal(marked(html, `legal.${field}`), isPlaceholder, `${name}: the date is marked iff it is a placeholder`);
    // The theme's git-based "Last updated on …" would be a second date, which may differ.
    assert.doesNotMatch(html.replace(/<[^>]+>/g, ''), /Last updated on/, `${name}: one date, from src/data/legal.ts`);
  }
});

test('each official address still on a placeholder domain is named once in the official links\' "not published yet" line', () => {
  const html = page('community-links');
  const fields = allPlaceholders().filter((p) => p.startsWith('links.'));
  assert.ok(fields.length > 0, 'this build uses the default .example addresses');
  const $ = load(html);
  const line = $('[data-unpublished-links]');
  assert.equal(line.length, 1, 'one line names the addresses not published yet');
  assert.match(line.text(), new RegExp(notPublished, 'i'), `the line says they are ${notPublished}`);
  for (const field of fields) {
    const id = field.slice('links.'.length);
    const item = line.find(`[data-unpublished-link="${id}"]`);
    assert.equal(item.length, 1, `${field}: named once in the line`);
    assert.equal(line.find(`[data-placeholder-shown="${field}"]`).length, 1, `${field}: marked as said in place`);
    assert.equal($(`tr[data-link-id="${id}"]`).length, 0, `${field}: no table row while unpublished`);
  }
  for (const id of ['rpc', 'explorer'])
    assert.ok(!marked(html, `links.${id}`) && !shownInPlace(html, `links.${id}`), 'real addresses are not marked');
});

test('the stylesheet shows the notice, and each item of it, on the pages that mark it without saying it in place', () => {
  // As the minifier writes it: attribute values unquoted, dots escaped.
  const css = builtFiles((rel) => rel.endsWith('.css'))
    .map((f) => readFileSync(f, 'utf8'))
    .join('\n')
    .replace(/["'\\\s]/g, '');
  // Facts of src/data/unset.ts are only ever said in place (<NotSet>, <OpenFacts>): no rule needed.
  for (const field of allPlaceholders()) {
    const listed = `:has([${listedMark}=${field}])`;
    assert.ok(css.includes(`${listed}:not(:has(`), `a rule shows the notice and item of ${field} (${listedMark})`);
    for (const mark of inPlaceMarks)
      assert.ok(!css.includes(`markdown:has([${mark}=${field}])`), `${field} said in place (${mark}) shows no notice`);
  }
});

test('on every page: no link to a placeholder address in the text, and one notice listing what the page marks', () => {
  const problems: string[] = [];
  let used = 0;
  for (const file of pages) {
    const name = path.basename(file);
    const $ = load(readFileSync(file, 'utf8'));
    const content = $('.theme-doc-markdown');
    content.find('a[href]').each((_, a) => {
      const href = $(a).attr('href')!;
      if (isPlaceholder(href) && !$(a).hasClass('button')) problems.push(`${name}: a link to ${href} in the text`);
    });
    // Said in place: the words next to the mark say it ("not published yet", "not set yet").
    content.find('[data-placeholder-shown]').each((_, el) => {
      const field = $(el).attr('data-placeholder-shown')!;
      if (!new RegExp(`${notPublished}|${legalNotSet}`, 'i').test($(el).parent().text()))
        problems.push(
          `${name}: ${field} is marked as said in place, but its words do not say "${notPublished}" or "${legalNotSet}"`,
        );
    });
    content.find('[data-not-set]').each((_, el) => {
      const field = $(el).attr('data-not-set')!;
      // In a sentence ("…: not set yet"), or an item of a list its paragraph starts ("Not set yet:").
      const words = `${$(el).parent().text()} ${$(el).closest('ul').prev().text()}`;
      if (!new RegExp(notSetYet, 'i').test(words))
        problems.push(`${name}: ${field} is marked as not set, but its words do not say "${notSetYet}"`);
    });
    // Each unset fact is said once: the notice lists what the page marks without saying it in place, and nothing else.
    const marks = (mark: string) =>
      new Set(
        content
          .find(`[${mark}]`)
          .not('[data-placeholder-notice] *')
          .map((_, el) => $(el).attr(mark))
          .get() as string[],
      );
    const inPlace = new Set(inPlaceMarks.flatMap((mark) => [...marks(mark)]));
    const fields = new Set([...marks(listedMark)].filter((f) => !inPlace.has(f)));
    used += fields.size + inPlace.size;
    const notices = content.find('[data-placeholder-notice]');
    if (notices.length !== 1) problems.push(`${name}: ${notices.length} notices (one, under the title)`);
    for (const field of fields) {
      if (notices.find(`[data-notice-item="${field}"]`).length !== 1)
        problems.push(
          `${name}: ${field} not in the notice (an open fact belongs in src/data; another null fact in src/data/unset.ts)`,
        );
    }
    // An unset address is never printed where a reader could copy it, on the page or in its twin.
    const md = readFileSync(file.replace(/\.html$/, '.md'), 'utf8');
    for (const [id, url] of Object.entries(links)) {
      const address = url.replace(/^mailto:/, '');
      if (!isPlaceholder(url) || url.startsWith(site)) continue;
      if (
        content
          .text()
          .replace(/[\u00ad\u200b\u2060]/g, '')
          .includes(address)
      )
        problems.push(
          `${name}: prints the placeholder ${address} (links.${id}); write <ExternalLink to="${id}" /> without words, which says it is ${notPublished}`,
        );
      if (md.includes(address)) problems.push(`${name.replace('.html', '.md')}: prints the placeholder ${address}`);
    }
    // The twin: the notice with the same items, or none; no marks in brackets; no placeholder address but the site's own.
    const quoted = md.split('\n').filter((l) => l.startsWith('> ') || l === '>');
    const hasNotice = md.includes(`> **${placeholderNotice.title}**`);
    if (hasNotice !== fields.size > 0)
      problems.push(`${name.replace('.html', '.md')}: notice ${hasNotice}, marks ${fields.size}`);
    for (const field of fields) {
      const text = notices.find(`[data-notice-item="${field}"]`).text().trim();
      if (!quoted.some((l) => l.includes(text)))
        problems.push(`${name.replace('.html', '.md')}: "${text}" not in its notice`);
    }
    for (const field of inPlace) {
      const text = notices.find(`[data-notice-item="${field}"]`).text().trim();
      if (text && quoted.some((l) => l.replace(/^>\s*[-*]\s*/, '').trim() === text))
        problems.push(
          `${name.replace('.html', '.md')}: "${text}" is said in place and listed in its notice too (say it once)`,
        );
    }
    for (const m of md.matchAll(/\]\((https?:[^)\s]+)\)|<((?:https?:|mailto:)[^>\s]+)>/g)) {
      const url = m[1] ?? m[2]!;
      if (!url.startsWith(site) && isPlaceholder(url)) problems.push(`${name.replace('.html', '.md')}: links ${url}`);
    }
  }
  assert.ok(used > 0, 'this build marks placeholders');
  assert.deepEqual(problems, []);
});

test('the header’s Launch App button keeps the spec’s link, whatever its address', () => {
  const $ = load(page('index'));
  assert.equal($(`.navbar a[href^="${links.app}"]`).length > 0, true, 'a header link to the app');
});
