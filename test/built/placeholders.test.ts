/**
 * Placeholders are visible once per page: a value nobody from the project has
 * confirmed (src/data/placeholders.ts), an address on `.example`
 * (src/data/links.ts) or a null fact of src/data/unset.ts is marked where a
 * page mentions it (`data-placeholder`, invisible, a short key of its field).
 * The page's one "not set yet" notice is complete: it lists every item the
 * page marks, and none it does not mark, in the HTML (shown by the build's
 * stylesheet, right after the page's opening) and the Markdown twin (a titled
 * list at its end). An unset address in the text is plain
 * text, never a link, and its placeholder is never printed. The header's
 * Launch App button keeps the spec's link. `npm run deploy` refuses while any
 * remain (test/unit/status.test.ts).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';
import {placeholderFacts, allPlaceholders, placeholderNotice} from '../../src/data/placeholders';
import {listedMark, noticeKey} from '../../src/components/Placeholder/noticeCss';
import {isPlaceholder, resolveLinks} from '../../src/data/links';
import {legal, legalDraft} from '../../src/data/legal';
import {longDate} from '../../src/data/format';
import {buildDir, builtFiles} from './files';
import {noticeLine} from '../lib/writing';

const page = (name: string) => readFileSync(path.join(buildDir, `${name}.html`), 'utf8');
const marked = (html: string, field: string) =>
  load(html)(`.theme-doc-markdown [${listedMark}="${noticeKey(field)}"]`).length > 0;
const pages = builtFiles((rel) => !rel.includes('/') && rel.endsWith('.html') && rel !== '404.html');
const links = resolveLinks(process.env);
const noticePlaceProblem =
  'the notice is not right after the page’s opening: its status line (data-legal-status, data-status-line), else the introduction’s first paragraph (src/lib/remark/noticePlace.ts)';

/** The notice comes before the first section heading, right after the status line of the page's introduction, else after its first paragraph. */
function opensThePage(
  $: ReturnType<typeof load>,
  content: ReturnType<ReturnType<typeof load>>,
  notice: ReturnType<ReturnType<typeof load>>,
): boolean {
  const intro = content.children().toArray();
  const node: unknown = notice.get(0);
  const at = intro.findIndex((el) => el === node);
  const heading = intro.findIndex((el) => /^h[2-6]$/.test(el.tagName));
  if (at === -1 || (heading !== -1 && at > heading)) return false;
  const before = intro.slice(0, heading === -1 ? intro.length : heading);
  const status = before.map((el) => $(el).is('[data-legal-status], p[data-status-line]')).lastIndexOf(true);
  if (status !== -1) return at === status + 1;
  // The page's header (its h1) and a banner open the content; then its first paragraph, if it has one.
  const opening = (el: (typeof intro)[number]) => $(el).is('header') || $(el).find('svg[aria-hidden]').length > 0;
  const first = before.findIndex((el) => !opening(el) && $(el).is('p'));
  if (first !== -1) return at === first + 1;
  return before.slice(0, at).every(opening);
}
/** The site's own address (docusaurus.config.ts): the twins' links between pages. */
const site = process.env.SITE_URL ?? links.docs;

test('each legal text opens with one status line: its date from src/data/legal.ts, or "draft" with the date marked while it is a placeholder', () => {
  for (const [name, field] of [
    ['terms-of-use', 'termsLastUpdated'],
    ['privacy-policy', 'privacyLastUpdated'],
  ] as const) {
    const html = page(name);
    const isPlaceholder = placeholderFacts.some((p) => p.field === `legal.${field}`);
    const dated = new RegExp(`<time datetime="?${legal[field]}"?>${longDate(legal[field])}</time>`);
    const $ = load(html);
    const status = $('.theme-doc-markdown [data-legal-status]');
    assert.equal(status.length, 1, `${name}: one status line`);
    // A placeholder date is not shown as a fact: the line says the text is a draft (the notice lists the date).
    if (isPlaceholder) {
      assert.doesNotMatch(html, dated, `${name}: a placeholder date is not printed as the date`);
      const said = status.text().replace(/\s+/g, ' ').trim();
      assert.ok(
        said.startsWith(`Status: ${legalDraft}`),
        `${name}: the status line says it is a draft (src/components/LastUpdated): ${said}`,
      );
      assert.equal(
        $('.theme-doc-markdown h2').first().prevAll('[data-status-line], [data-legal-status]').length,
        1,
        `${name}: one status line: the page's own status ends the draft line (<LastUpdated>its status</LastUpdated>)`,
      );
      assert.ok(status.next('[data-placeholder-notice]').length === 1, `${name}: the notice follows the status line`);
    } else assert.match(html, dated, name);
    assert.equal(marked(html, `legal.${field}`), isPlaceholder, `${name}: the date is marked iff it is a placeholder`);
    // The theme's git-based "Last updated on …" would be a second date, which may differ.
    assert.doesNotMatch(html.replace(/<[^>]+>/g, ''), /Last updated on/, `${name}: one date, from src/data/legal.ts`);
  }
});

test("the official links name every unpublished address, marked for the page's notice and never printed, and link every published one in the table", () => {
  const html = page('community-links');
  const fields = allPlaceholders().filter((p) => p.startsWith('links.'));
  assert.ok(fields.length > 0, 'this build uses the default .example addresses');
  const $ = load(html);
  for (const field of fields) {
    const id = field.slice('links.'.length);
    const name = $(`[data-unpublished-link="${id}"]`);
    assert.equal(name.length, 1, `${field}: named once while unpublished`);
    assert.equal($(`tr[data-link-id="${id}"]`).length, 0, `${field}: no row in the table while unpublished`);
    assert.equal(name.find(`[${listedMark}="${noticeKey(field)}"]`).length, 1, `${field}: marked where it is named`);
    assert.equal(name.find('a[href]').length, 0, `${field}: no link while unpublished`);
  }
  for (const id of ['rpc', 'explorer']) {
    assert.ok(!marked(html, `links.${id}`), 'real addresses are not marked');
    assert.equal($(`tr[data-link-id="${id}"] a[href]`).length, 1, `${id}: its row links it`);
  }
});

test('the stylesheet shows the notice on a page that marks anything, and shows and counts each item only where the page marks it', () => {
  // As the minifier writes it: attribute values unquoted.
  const css = builtFiles((rel) => rel.endsWith('.css'))
    .map((f) => readFileSync(f, 'utf8'))
    .join('\n')
    .replace(/["'\\\s]/g, '');
  // A rule's declarations, in whatever order the minifier writes them.
  const rule = (selector: string) => {
    const at = css.indexOf(`${selector}{`);
    return at === -1 ? '' : css.slice(at + selector.length + 1, css.indexOf('}', at));
  };
  assert.match(
    rule(`markdown:has([${listedMark}])[data-placeholder-notice]`),
    /display:block/,
    'a rule shows the notice',
  );
  for (const field of allPlaceholders()) {
    const key = noticeKey(field);
    const body = rule(`markdown:has([${listedMark}=${key}])[data-notice-item=${key}]`);
    assert.ok(
      /display:revert/.test(body) && /counter-increment:/.test(body),
      `a rule shows (and counts) the item of ${field} where a page marks it`,
    );
  }
  // No rule shows an item for another field's mark.
  for (const m of css.matchAll(/:has\(\[data-placeholder=(\w+)\]\)\[data-notice-item=(\w+)\]/g))
    assert.equal(m[1], m[2], `the rule for ${m[2]} shows its item only where the page marks it`);
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
    // The notice is complete: every item the page marks, once; the stylesheet (test above) shows no other.
    const keys = new Set(
      content
        .find(`[${listedMark}]`)
        .not('[data-placeholder-notice] *')
        .map((_, el) => $(el).attr(listedMark))
        .get() as string[],
    );
    used += keys.size;
    const notices = content.find('[data-placeholder-notice]');
    if (notices.length !== 1) problems.push(`${name}: ${notices.length} notices (one per page)`);
    // Placed by src/lib/remark/noticePlace.ts: right after the page's opening (its status line, else its first paragraph).
    else if (!opensThePage($, content, notices)) problems.push(`${name}: ${noticePlaceProblem}`);
    else if (
      !notices.is('details') ||
      notices.attr('open') !== undefined ||
      notices.children().first().is('summary') === false
    )
      problems.push(`${name}: the notice is a closed <details> opening with its <summary>`);
    else if (notices.find('summary [data-notice-count]').length !== 1)
      problems.push(`${name}: the notice's summary has its count (src/components/Placeholder)`);
    const items = new Map<string, string>();
    /** Each marked address's short name, which the twin may list on one "Addresses:" line. */
    const shortNames = new Map<string, string>();
    for (const key of keys) {
      const item = notices.find(`li[data-notice-item="${key}"]`);
      if (item.length !== 1 || notices.find(`summary [data-notice-item="${key}"]`).length !== 1)
        problems.push(
          `${name}: the mark ${key} has no item (or no counter) in the notice (an open fact belongs in src/data; another null fact in src/data/unset.ts)`,
        );
      else {
        items.set(key, item.text().trim());
        const short = item.attr('data-notice-address');
        if (short) shortNames.set(item.text().trim(), short);
      }
    }
    // The body does not list unset facts again: the notice has them.
    const body = content.clone();
    body.find('[data-placeholder-notice]').remove();
    if (new RegExp(`${placeholderNotice.title}:`, 'i').test(body.text()))
      problems.push(
        `${name}: a "${placeholderNotice.title}:" list in the text (the page's notice lists what is not set)`,
      );
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
          `${name}: prints the placeholder ${address} (links.${id}); write <ExternalLink to="${id}" /> without words, which names it in plain text`,
        );
      if (md.includes(address)) problems.push(`${name.replace('.html', '.md')}: prints the placeholder ${address}`);
    }
    // The twin: the notice with the same items, or none, at its end; no marks in brackets; no placeholder address but the site's own.
    const twin = name.replace('.html', '.md');
    const lines = md.split('\n');
    const at = lines.flatMap((l, i) => (noticeLine.test(l) ? [i] : []));
    if (at.length !== (keys.size > 0 ? 1 : 0)) problems.push(`${twin}: ${at.length} notices, marks ${keys.size}`);
    else if (at.length) {
      const after = lines.slice(at[0]! + 1);
      const end = after.findIndex((l) => l.trim() !== '' && !l.startsWith('- '));
      const bullets = after
        .slice(0, end === -1 ? after.length : end)
        .flatMap((l) => (l.startsWith('- ') ? [l.slice(2)] : []));
      // "Addresses: A, B" stands for the items whose short names are A and B (two or more).
      const group = `${placeholderNotice.addresses}: `;
      const named =
        bullets
          .find((b) => b.startsWith(group))
          ?.slice(group.length)
          .split(', ') ?? [];
      if (named.length === 1) problems.push(`${twin}: an "${group}" line with one address (list it as its own item)`);
      const listed = [
        ...bullets.filter((b) => !b.startsWith(group)),
        ...named.map((short) => [...shortNames].find(([, s]) => s === short)?.[0] ?? `${group}${short}`),
      ];
      if (
        listed.length !== new Set(listed).size ||
        [...new Set(items.values())].sort().join('|') !== [...listed].sort().join('|')
      )
        problems.push(
          `${twin}: its notice lists ${JSON.stringify(listed)}, the page marks ${JSON.stringify([...items.values()])}`,
        );
      const rest = end === -1 ? [] : after.slice(end);
      if (rest.length)
        problems.push(`${twin}: the notice is not at the end, found ${JSON.stringify(rest[0])} after it`);
    }
    if (
      new RegExp(`${placeholderNotice.title}:`, 'i').test(
        md
          .split('\n')
          .filter((l) => !noticeLine.test(l))
          .join('\n'),
      )
    )
      problems.push(`${twin}: a second "${placeholderNotice.title}:" line (the one notice is the list at the end)`);
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
