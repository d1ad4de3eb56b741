/**
 * The release round-trip: in a temporary copy of the project, cut a version
 * with `npm run release`, then change what a maintainer changes afterwards (a
 * fee in src/data, the data behind a figure, a sentence in docs/), build once,
 * serve the build like a static host, and check that the frozen version
 * (/<v>/…) still shows the release-day facts in text, tables and figures and
 * the release-day sentence, while the current docs show the new ones; plus
 * routes, prev/next, sidebar anchors, banner, canonical/noindex, sitemap,
 * /<v>/ with a trailing slash, and the page buttons of the frozen pages; and
 * that What Changed, its Atom feed and each version's facts.json show the change,
 * while the frozen What Changed keeps the list of release day.
 *
 * Run by `npm run test:release` (part of `npm test`); one extra build.
 */
import {after, before, test} from 'node:test';
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import {existsSync, readFileSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import {gzipSync} from 'node:zlib';
import path from 'node:path';
import {pages} from '../src/data/pages';
import {fees} from '../src/data/fees';
import {teamVesting} from '../src/data/tokenomics';
import {percentFromBps} from '../src/data/format';
import {readH2Headings} from '../src/lib/docHeadings';
import {markdownFileFor} from '../src/lib/markdown/paths';
import {htmlFileFor} from '../src/plugins/builtPages';
import {atomProblems, factsValidator} from './lib/atom';
import {factsFiles} from '../src/plugins/facts/files';
import budgets from '../bench/budgets.json';
import {projectCopy, serveBuild} from '../bench/shared.mjs';
import {loadBuiltSearch} from '../bench/search-eval.mjs';
import {asTheDialogShows} from '../src/lib/search/engine';
import {searchDir, versionDir} from '../src/plugins/search-index';

const root = path.resolve(__dirname, '..');
const existing: string[] = existsSync(path.join(root, 'versions.json'))
  ? JSON.parse(readFileSync(path.join(root, 'versions.json'), 'utf8'))
  : [];
const version = ['1.0', '0.0.1', '999.0'].find((v) => !existing.includes(v)) ?? '999.9';

// What changes after the release (derived from today's data, so no fact is copied here).
const oldFee = percentFromBps(fees.launchpad.tradeBps);
const newFee = percentFromBps(fees.launchpad.tradeBps + 13);
const oldRelease = `over ${teamVesting.releaseMonths} months`;
const newRelease = `over ${teamVesting.releaseMonths + 7} months`;
const newSentence = `Added after the release ${version}: a sentence the frozen FAQ must not show.`;

/** Replaces exactly one occurrence, so a changed source file fails loudly instead of silently testing nothing. */
function edit(file: string, from: RegExp, to: string): void {
  const text = readFileSync(file, 'utf8');
  assert.equal(text.match(new RegExp(from.source, 'g'))?.length, 1, `${from} once in ${file}`);
  writeFileSync(file, text.replace(from, to));
}

let dir = '';
let stopServer: (() => void) | undefined;
let base = '';

before(async () => {
  // A copy with a git repository of one commit: "last updated" reads git history, and the build requires one.
  dir = projectCopy('sx-release-').dir;

  execFileSync('npm', ['run', 'release', '--', version], {cwd: dir, stdio: 'pipe'});
  // After the release: a fee, the data behind a figure and a sentence change.
  edit(path.join(dir, 'src/data/fees.ts'), /tradeBps: \d+/, `tradeBps: ${fees.launchpad.tradeBps + 13}`);
  edit(
    path.join(dir, 'src/data/tokenomics.ts'),
    /releaseMonths: \d+/,
    `releaseMonths: ${teamVesting.releaseMonths + 7}`,
  );
  writeFileSync(
    path.join(dir, 'docs/faq.mdx'),
    `${readFileSync(path.join(dir, 'docs/faq.mdx'), 'utf8')}\n${newSentence}\n`,
  );
  // This test reads pages and twins, never the PDF.
  execFileSync(path.join(dir, 'node_modules/.bin/docusaurus'), ['build'], {
    cwd: dir,
    stdio: 'pipe',
    env: {...process.env, SX_WHITEPAPER: 'skip'},
  });

  const served = await serveBuild(path.join(dir, 'build'));
  base = served.origin;
  stopServer = served.stop;
});

after(() => {
  stopServer?.();
  if (dir) {
    rmSync(dir, {recursive: true, force: true});
  }
});

async function get(route: string): Promise<string> {
  const res = await fetch(`${base}${route}`);
  assert.equal(res.status, 200, `${route} answers ${res.status}`);
  return res.text();
}

/** Attribute values in Docusaurus's minified HTML (quoted or not). */
function attr(html: string, tag: RegExp, name: string): string[] {
  const out: string[] = [];
  for (const m of html.matchAll(tag)) {
    const a = new RegExp(`\\s${name}=(?:"([^"]*)"|([^\\s>]+))`).exec(m[0]);
    const value = a?.[1] ?? a?.[2];
    if (value !== undefined) {
      out.push(value);
    }
  }
  return out;
}

const ids = (html: string) => new Set(attr(html, /<[a-z0-9]+\s[^>]*\sid=[^>]*>/g, 'id'));
const pagination = (html: string, dir: 'prev' | 'next') =>
  attr(html, new RegExp(`<a[^>]*pagination-nav__link--${dir}[^>]*>`, 'g'), 'href');
const h1 = (html: string) => /<h1[^>]*>([^<]*)</.exec(html)?.[1];

const index = pages.findIndex((p) => p.id === 'tokenomics');
const page = pages[index];
const prev = pages[index - 1];
const next = pages[index + 1];

for (const prefix of ['', `/${version}`]) {
  const label = prefix ? `frozen ${version}` : 'current';

  test(`${label}: /tokenomics serves with prev/next within the same version`, async () => {
    assert.ok(page && prev && next);
    const html = await get(`${prefix}${page.path}`);
    assert.equal(h1(html), 'Tokenomics');
    assert.deepEqual(pagination(html, 'prev'), [`${prefix}${prev.path}`]);
    assert.deepEqual(pagination(html, 'next'), [`${prefix}${next.path}`]);
    for (const target of [prev, next]) {
      const other = await get(`${prefix}${target.path}`);
      assert.ok(ids(other).size > 0 && !/404 Not Found/.test(h1(other) ?? ''), `${prefix}${target.path} is a page`);
    }
  });

  test(`${label}: every sidebar heading link of /tokenomics points at an id on that page`, async () => {
    assert.ok(page);
    const html = await get(`${prefix}${page.path}`);
    const present = ids(html);
    const headings = readH2Headings(path.join(root, 'docs', `${page.id}.mdx`));
    assert.ok(headings.length > 0);
    const links = new Set(attr(html, /<a[^>]*menu__link[^>]*>/g, 'href'));
    for (const {id} of headings) {
      assert.ok(present.has(id), `#${id} missing on ${prefix}${page.path}`);
      assert.ok(links.has(`${prefix}${page.path}#${id}`), `sidebar link ${prefix}${page.path}#${id} missing`);
    }
  });

  test(`${label}: the header has the version menu with both versions`, async () => {
    const html = await get(`${prefix}/tokenomics`);
    const menu = attr(html, /<a[^>]*dropdown__link[^>]*>/g, 'href');
    assert.ok(menu.includes('/tokenomics'), menu.join(' '));
    assert.ok(menu.includes(`/${version}/tokenomics`), menu.join(' '));
  });
}

test('only the frozen version carries the banner, linking to the latest', async () => {
  const current = await get('/tokenomics');
  const frozen = await get(`/${version}/tokenomics`);
  assert.doesNotMatch(current, /theme-doc-version-banner/);
  const banner = /theme-doc-version-banner[\s\S]*?<\/div><\/div>/.exec(frozen)?.[0] ?? '';
  assert.match(banner, new RegExp(`<b>${version.replace('.', '\\.')}</b>`));
  assert.match(banner, /href="?\/tokenomics"?>latest version</);
});

test('the frozen introduction lives at /<version> and the current one at /', async () => {
  assert.equal(h1(await get('/')), 'Introduction');
  assert.equal(h1(await get(`/${version}`)), 'Introduction');
});

// --- What a release freezes --------------------------------------------------

/** The built HTML of every page of one version (prefix "" = current). */
function built(prefix: string): string {
  const out = path.join(dir, 'build', prefix);
  return pages
    .map((p) => {
      const file = p.path === '/' ? (prefix ? `${out}.html` : path.join(out, 'index.html')) : `${out}${p.path}.html`;
      return readFileSync(file, 'utf8');
    })
    .join('\n');
}

const elements = (html: string, tag: string) => html.match(new RegExp(`<${tag}[\\s>][\\s\\S]*?</${tag}>`, 'g')) ?? [];
const text = (html: string) => html.replace(/<[^>]+>/g, '');
const mentions = (parts: string[], s: string) => parts.some((p) => text(p).includes(s));

// Figures freeze their data too: the next test checks that on a figure's own data.
test('the frozen version keeps the release-day fee in its text and tables; current shows the new fee', () => {
  assert.notEqual(oldFee, newFee);
  const frozen = built(`/${version}`);
  const current = built('');
  for (const tag of ['p', 'table']) {
    assert.ok(mentions(elements(frozen, tag), oldFee), `frozen <${tag}> shows ${oldFee}`);
    assert.ok(!mentions(elements(frozen, tag), newFee), `frozen <${tag}> does not show ${newFee}`);
    assert.ok(mentions(elements(current, tag), newFee), `current <${tag}> shows ${newFee}`);
  }
});

test("the frozen version's figure keeps the release-day data behind it", () => {
  const figures = (prefix: string) => elements(built(prefix), 'figure');
  assert.ok(mentions(figures(`/${version}`), oldRelease), oldRelease);
  assert.ok(!mentions(figures(`/${version}`), newRelease), newRelease);
  assert.ok(mentions(figures(''), newRelease), newRelease);
});

test('a sentence added to docs/ after the release appears in current docs only', async () => {
  assert.match(await get('/faq'), new RegExp(newSentence.replace(/[.:]/g, '\\$&')));
  assert.doesNotMatch(await get(`/${version}/faq`), /Added after the release/);
});

test("searching while reading the frozen version finds its own pages, with the release day's text", () => {
  const build = path.join(dir, 'build');
  const frozen = loadBuiltSearch(build, path.join(searchDir, versionDir, version));
  const current = loadBuiltSearch(build, searchDir);
  const text = (built: typeof frozen) => JSON.stringify([...built.texts.values()]);
  assert.ok(text(current).includes(newSentence), 'the current index holds the sentence added after the release');
  assert.ok(
    !text(frozen).includes(newSentence),
    `search/${versionDir}/${version} holds a sentence added after the release`,
  );
  const {hits} = asTheDialogShows(frozen.index, 'fee', (f) => frozen.texts.get(f));
  assert.ok(hits.length > 0, `"fee" finds nothing in the frozen index`);
  const stray = hits.map((h) => h.href).filter((href) => href.split(/[/#]/)[1] !== version);
  assert.deepEqual(stray, [], `the frozen index leads to pages outside /${version}`);
});

test('frozen pages keep their page buttons, pointing at their own Markdown copy and the current PDF', async () => {
  const faq = await get(`/${version}/faq`);
  assert.ok(attr(faq, /<a[^>]*>View as Markdown/g, 'href').includes(`/${markdownFileFor(`/${version}/faq`)}`));
  assert.match(faq, /Copy page as Markdown/);
  const intro = await get(`/${version}`);
  assert.match(intro, /Download the current whitepaper \(PDF\)/);
});

test("the frozen version's Markdown copy keeps the release-day sentence and fee", async (t) => {
  // The fee's home is the introduction's Fees section.
  const twin = `/${markdownFileFor(`/${version}`)}`;
  if ((await fetch(`${base}${twin}`)).status === 404) {
    // Markdown copies of released versions are written by src/plugins/llms (another change); until then this is pending.
    t.todo(`${twin} is not built yet`);
    return;
  }
  assert.ok((await get(twin)).includes(oldFee), `${twin} shows ${oldFee}`);
  assert.ok(!(await get(twin)).includes(newFee), `${twin} does not show ${newFee}`);
  assert.doesNotMatch(await get(`/${markdownFileFor(`/${version}/faq`)}`), /Added after the release/);
  assert.match(await get(`/${markdownFileFor('/faq')}`), /Added after the release/);
});

test('/<version>/ with a trailing slash answers and leads to /<version>', async () => {
  assert.match(await get(`/${version}/`), new RegExp(`url=/${version.replace('.', '\\.')}"`));
});

test('frozen pages are self-canonical but noindex, and the sitemap lists current pages only', async () => {
  const frozen = await get(`/${version}/tokenomics`);
  assert.ok(attr(frozen, /<link[^>]*rel=canonical[^>]*>/g, 'href').some((h) => h.endsWith(`/${version}/tokenomics`)));
  assert.match(frozen, /<meta[^>]*name=robots[^>]*content="noindex/);
  assert.doesNotMatch(await get('/tokenomics'), /name=robots[^>]*noindex/);
  const sitemap = await get('/sitemap.xml');
  assert.match(sitemap, /\/tokenomics</);
  assert.doesNotMatch(sitemap, new RegExp(`/${version.replace('.', '\\.')}[/<]`));
});

test("a release keeps the current pages' first-load JS within the budget", () => {
  // The scripts a current page's HTML starts are all it runs until idle: its content keeps the server HTML.
  const budget = budgets.firstLoad.jsKiB;
  for (const p of pages) {
    const html = readFileSync(htmlFileFor(path.join(dir, 'build'), p.path), 'utf8');
    const scripts = [...new Set(html.match(/assets\/js\/[\w~.-]+\.js/g) ?? [])];
    assert.ok(scripts.length > 0, `${p.path}: no script named in its HTML`);
    const kib = scripts.reduce((sum, s) => sum + gzipSync(readFileSync(path.join(dir, 'build', s))).length, 0) / 1024;
    assert.ok(
      kib <= budget,
      `${p.path} after a release loads ${kib.toFixed(1)} KiB of JS (gzip), over ${budget} KiB ` +
        `(bench/budgets.json): ${scripts.join(', ')}. What a release adds to main.js (the old version's routes, its ` +
        "global data, the version menu's lazy wrapper) is paid by every current page; see bench/PERF.md.",
    );
  }
});

test('the frozen facts live in the tree, next to the frozen docs', () => {
  const snapshot = path.join(dir, 'versioned_data', `version-${version}`);
  assert.ok(readdirSync(snapshot).includes('fees.ts'));
  assert.match(
    readFileSync(path.join(snapshot, 'fees.ts'), 'utf8'),
    new RegExp(`tradeBps: ${fees.launchpad.tradeBps}\\b`),
  );
});

// --- What changed, and the facts as data (src/plugins/facts) -----------------

test('What Changed and its Atom feed show the fee change, old → new, from the release to the current docs', async () => {
  const page = text(await get('/changes'));
  assert.ok(page.includes(oldFee) && page.includes(newFee), `/changes shows ${oldFee} → ${newFee}`);
  assert.ok(page.includes(version), `/changes names ${version}`);
  const {problems, entries} = atomProblems(await get(`/${factsFiles.feed}`));
  assert.deepEqual(problems, [], 'the feed is Atom');
  const fee = entries.find((e) => e.title.includes(oldFee) && e.title.includes(newFee));
  assert.ok(fee, `an entry ${oldFee} → ${newFee}: ${entries.map((e) => e.title).join(' | ')}`);
  assert.ok(
    fee.links.some((l) => /\/tokenomics$/.test(l)),
    'it links to a page that shows the fee',
  );
  assert.ok(
    entries.some((e) => e.title.includes(oldRelease) || e.summary.includes(`${teamVesting.releaseMonths + 7} months`)),
    'the vesting change is an entry too',
  );
});

test('the frozen What Changed lists what it listed on release day, not the changes made since', async () => {
  const file = path.join(dir, 'versioned_data', `version-${version}`, 'changes.json');
  assert.ok(existsSync(file), `npm run release writes ${path.relative(dir, file)}`);
  const frozen = JSON.parse(readFileSync(file, 'utf8')) as {versions: string[]; changes: {id: string; to: string}[]};
  assert.equal(frozen.versions.at(-1), version, 'the current docs of release day are named after the release');
  assert.ok(
    frozen.changes.every((c) => c.to === version),
    'no change made after the release',
  );
  const listed = (html: string) => attr(html, /<li\s[^>]*>/g, 'id').sort();
  const frozenPage = await get(`/${version}/changes`);
  assert.deepEqual(listed(frozenPage), frozen.changes.map((c) => c.id).sort(), `/${version}/changes lists ${file}`);
  const items = elements(frozenPage, 'li').map(text);
  assert.ok(!items.some((li) => li.includes(newFee)), `/${version}/changes does not list the later fee ${newFee}`);
  const current = listed(await get('/changes'));
  const fee = current.find((id) => id.endsWith('fees-launchpad-tradebps'));
  assert.ok(fee, `/changes lists the fee change: ${current.join(' ')}`);
  assert.ok(!listed(frozenPage).includes(fee), `/${version}/changes does not`);
});

test('each version has its facts.json, valid against the schema, with its own fee; integrity.json lists both', async () => {
  const validate = factsValidator(JSON.parse(await get(`/${factsFiles.schema}`)));
  const current = JSON.parse(await get(`/${factsFiles.facts}`));
  const frozen = JSON.parse(await get(`/${version}/${factsFiles.facts}`));
  assert.deepEqual(validate(current), []);
  assert.deepEqual(validate(frozen), []);
  assert.equal(frozen.fees.launchpad.tradeBps, fees.launchpad.tradeBps);
  assert.equal(current.fees.launchpad.tradeBps, fees.launchpad.tradeBps + 13);
  const integrity = JSON.parse(await get(`/${factsFiles.integrity}`));
  for (const file of [factsFiles.facts, `${version}/${factsFiles.facts}`, factsFiles.feed]) {
    assert.ok(file in integrity.files, `integrity.json lists ${file}`);
  }
});
