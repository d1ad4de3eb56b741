/**
 * One switch for the project's state: builds a copy of the site with no
 * published audit and `currentPhase` set to 1, then with only `currentPhase`
 * set to 3 and to 4, then reads every built page (HTML, Markdown twin, the
 * FAQ's structured data and, for phase 3, the whitepaper PDF). The first build must claim no
 * live product and no audit; the second must describe the core products as
 * live and open the app from their calls to action, with the phase-4 products
 * still planned; the third (which also publishes one audit in
 * src/data/audits.ts) must call nothing planned or upcoming any more and show
 * the audit in the table of /audits-links instead of "none published".
 * The PDF is printed for phase 3 only (printing costs more than the rest of a
 * build): the main build's PDF is checked against its own pages, whatever the
 * phase, by test/built/whitepaper.test.ts.
 * Slow (three builds), so it runs as `npm run test:phase`, not with test:unit.
 * PHASE_REUSE_BUILD names a build of this working tree made just before (`npm test`
 * sets it to build/ right after `npm run build`): the phase the data sets today,
 * with no audit published, is read from that build instead of being built again.
 */
import {test, before, after} from 'node:test';
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import {tmpdir} from 'node:os';
import {spawnSync} from 'node:child_process';
import path from 'node:path';
import {load} from 'cheerio';
import {features, phaseOf} from '../src/data/status';
import {currentPhase, roadmap} from '../src/data/roadmap';
import {audits} from '../src/data/audits';
import {phaseLabel, statusWords} from '../src/components/Status/wording';
import {resolveLinks} from '../src/data/links';
import {brand} from '../src/data/ui';

const root = path.join(__dirname, '..');
const links = resolveLinks(process.env);
const core = ['swap', 'pools', 'launchpad'] as const;
const ids = Object.keys(features) as (keyof typeof features)[];
/** The features the roadmap ships in its last phase (governance, the bot, validators …). */
const later = ids.filter((id) => features[id].phase === 4);
type Id = keyof typeof features;
const esc0 = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A "not yet" status of a phase, in any of the status components' forms ("planned for", "Upcoming in", "opens in"). */
const notYet = (phase: number) => {
  const label = phaseLabel(roadmap.find((p) => p.number === phase)!);
  const forms = [statusWords.planned, statusWords.upcoming, statusWords.opens].map(esc0).join('|');
  return new RegExp(`\\b(?:${forms}) ${esc0(label)}`, 'i');
};
const planned = (id: Id) => notYet(phaseOf(id).number);

/** What each status component (data-status="<feature>") says on a built page, in text. */
function statuses(html: string): Array<[Id, string]> {
  const $ = load(html);
  return $('[data-status]')
    .map((_, el) => [[$(el).attr('data-status') as Id, $(el).text().replace(/\s+/g, ' ').trim()]])
    .get() as Array<[Id, string]>;
}
/** A status once its phase is reached: "live", or "Live since Phase N: name." (<Availability>). */
const liveSaid = new RegExp(`^(?:live|${esc0(statusWords.liveSince)} phase \\d: .*\\.)$`, 'i');
const htmlPages = (n: Built) => [...pages[n]].filter(([f]) => f.endsWith('.html'));

/** Claims that the contracts are audited, in the present or present-perfect tense. */
const auditClaims = [
  /contracts (?:are|have been|were) (?:audited|reviewed by independent)/i,
  /(?:our|its) (?:smart )?contracts are audited/i,
  /have been reviewed by independent auditors/i,
  /\baudited contracts\b/i,
];
/** Claims that the core products run today. */
const liveClaims = [
  /offers three live products/i,
  /every live feature/i,
  /Live at launch/i,
  /the launchpad are live/i,
  /\b(?:swap|launchpad|presale|bug bounty) is live/i,
  /community already shapes/i,
  /who use it every day/i,
  /Everything below runs on/i,
  /approve it once/i,
];

const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Ways a writer may call the exchange itself running, whatever its name in src/data/ui.ts. */
const runningClaims = [
  new RegExp(`\\b(?:${esc(brand.name)}|it|the exchange|the app) (?:lets|allows) you\\b`, 'i'),
  new RegExp(`\\b(?:${esc(brand.name)}|the exchange|the app) (?:runs|is running|works|operates) (?:on|with)\\b`, 'i'),
  /\byou can (?:now|already) (?:swap|trade|stake|farm|launch|provide)/i,
];
/** Audit claims in any wording: "is audited", "are independently audited", "audited by". */
const anyAuditClaim = [/\b(?:is|are) (?:fully |independently |externally )?audited\b/i, /\baudited by\b/i];
/**
 * "the swap is live", "staking and farming are available", "governance has launched"… for every
 * feature of src/data/status.ts its phase has not reached, except after "once", "when", "until"….
 */
const featureClaims = (phase: number) =>
  ids
    .filter((id) => features[id].phase > phase)
    .map(
      (id) =>
        new RegExp(
          `(?<!\\b(?:once|when|until|after|before|if|while) (?:the )?)\\b${esc(features[id].name.replace(/^the /, ''))} (?:is|are|has been|have been|has|have) (?:now |already )?(?:live|available|open|opened|launched|running)\\b`,
          'i',
        ),
    );

let dir = '';
type Built = 1 | 3 | 4;
const pages: Record<Built, Map<string, string>> = {1: new Map(), 3: new Map(), 4: new Map()};
/** The FAQ's FAQPage JSON-LD and the whitepaper PDF's text, per build. */
const extras: Record<Built, {faqLd: string; pdf: string}> = {
  1: {faqLd: '', pdf: ''},
  3: {faqLd: '', pdf: ''},
  4: {faqLd: '', pdf: ''},
};

/**
 * The build named by PHASE_REUSE_BUILD when it was made in the state build `n` needs
 * (phase n, no audit published: phases 1 and 3), else undefined.
 */
function reusableBuild(n: Built): string | undefined {
  const reuse = process.env.PHASE_REUSE_BUILD;
  if (!reuse || n === 4 || currentPhase !== n || audits.length > 0) return undefined;
  const out = path.resolve(root, reuse);
  assert.ok(existsSync(path.join(out, 'index.html')), `PHASE_REUSE_BUILD=${reuse}: no build there (npm run build)`);
  return out;
}

/** Builds the copy; the PDF only where the test reads it (phase 3). */
function build(out: string, pdf: boolean): void {
  const env = pdf ? process.env : {...process.env, SX_WHITEPAPER: 'skip'};
  execFileSync('npx', ['docusaurus', 'build', '--out-dir', out], {cwd: dir, stdio: 'pipe', env});
}

/** Visible text of each page (tags stripped) and its Markdown twin, keyed by file. */
function read(out: string): Map<string, string> {
  const m = new Map<string, string>();
  for (const f of readdirSync(out)) {
    if (f.endsWith('.html') && f !== '404.html') {
      const html = readFileSync(path.join(out, f), 'utf8');
      const body = html.slice(html.indexOf('<article'), html.lastIndexOf('</article>'));
      m.set(f, body.replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, ' '));
    } else if (f.endsWith('.md')) {
      m.set(f, readFileSync(path.join(out, f), 'utf8'));
    }
  }
  return m;
}

function readExtras(out: string): {faqLd: string; pdf: string} {
  const faq = readFileSync(path.join(out, 'faq.html'), 'utf8');
  const faqLd = [...faq.matchAll(/<script type="?application\/ld\+json"?>([\s\S]*?)<\/script>/g)]
    .map((m) => m[1]!)
    .filter((j) => j.includes('FAQPage'))
    .join('\n');
  const pdfFile = readdirSync(out).find((f) => f.endsWith('.pdf'));
  const r = pdfFile ? spawnSync('pdftotext', ['-layout', path.join(out, pdfFile), '-'], {encoding: 'utf8'}) : null;
  return {faqLd, pdf: r && r.status === 0 ? r.stdout.replace(/\s+/g, ' ') : ''};
}

/** The audit the phase-4 build publishes. */
const audit = {
  auditor: 'Example Audits Ltd',
  scope: 'Swap, pools and launchpad contracts',
  version: 'v1.0.0',
  date: '2027-03-01',
  reportUrl: 'https://reports.sx.test/sx-exchange-v1.pdf',
};

/** Publishes one audit in the copy's src/data/audits.ts. */
function publishAudit(): void {
  const file = path.join(dir, 'src/data/audits.ts');
  const src = readFileSync(file, 'utf8');
  const published = src.replace(
    'export const audits: readonly Audit[] = [];',
    `export const audits: readonly Audit[] = [${JSON.stringify(audit)}];`,
  );
  assert.notEqual(published, src, 'the audit list is set in one place');
  writeFileSync(file, published);
}

/** Sets `currentPhase` in the copy's src/data/roadmap.ts, and nothing else. */
function setPhase(n: Built): void {
  const file = path.join(dir, 'src/data/roadmap.ts');
  const src = readFileSync(file, 'utf8');
  const setting = /(export const currentPhase: RoadmapPhase\['number'\] = )\d;/;
  assert.match(src, setting, 'currentPhase is set in one place, src/data/roadmap.ts');
  writeFileSync(file, src.replace(setting, `$1${n};`));
}

/** Empties the copy's audit list (whatever it holds today), so the first build is the no-audit state. */
function emptyAudits(): void {
  const file = path.join(dir, 'src/data/audits.ts');
  const src = readFileSync(file, 'utf8');
  const list = 'export const audits: readonly Audit[] =';
  assert.ok(src.includes(list), `src/data/audits.ts declares \`${list} …\``);
  writeFileSync(file, `${src.replace(list, 'const published: readonly Audit[] =')}\nvoid published;\n${list} [];\n`);
}

/** A page as text; block elements end a word, as they do on screen. */
const text = (html: string) =>
  html
    .replace(
      /<\/?(?:p|div|li|ul|ol|aside|section|nav|header|footer|main|article|h[1-6]|table|tr|td|th|br)\b[^>]*>/gi,
      ' ',
    )
    .replace(/<[^>]+>/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<!-- -->/g, '')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

before(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'sx-phase-'));
  for (const f of [
    'docs',
    'src',
    'static',
    'i18n',
    'docusaurus.config.ts',
    'sidebars.ts',
    'scripts',
    'e2e',
    'package.json',
    'tsconfig.json',
  ]) {
    if (existsSync(path.join(root, f))) cpSync(path.join(root, f), path.join(dir, f), {recursive: true});
  }
  symlinkSync(realpathSync(path.join(root, 'node_modules')), path.join(dir, 'node_modules'));
  // The docs read their last-update dates from git.
  const git = (...args: string[]) => execFileSync('git', args, {cwd: dir, stdio: 'pipe'});
  git('init', '-q');
  git('add', 'docs');
  git('-c', 'user.name=test', '-c', 'user.email=test@sx.test', 'commit', '-q', '-m', 'docs');
  emptyAudits();
  for (const n of [1, 3, 4] as const) {
    setPhase(n);
    if (n === 4) publishAudit();
    let out = reusableBuild(n);
    if (!out) {
      out = path.join(dir, `b${n}`);
      build(out, n === 3);
    }
    pages[n] = read(out);
    extras[n] = readExtras(out);
  }
});

after(() => {
  if (dir) rmSync(dir, {recursive: true, force: true});
});

test('the claim patterns catch the wordings they are for, and not their conditional forms', () => {
  const swap = features.swap.name;
  const claims = [...featureClaims(1), ...runningClaims, ...anyAuditClaim];
  const caught = (t: string) => claims.some((re) => re.test(t));
  for (const t of [
    `Today ${swap} is live.`,
    `${brand.name} lets you trade.`,
    'The app runs on it.',
    'It is audited.',
  ]) {
    assert.ok(caught(t), t);
  }
  for (const t of [`Once ${swap} is live, trade.`, `When ${swap} opens.`, 'The contracts are not audited.']) {
    assert.ok(!caught(t), t);
  }
});

test('phase 1, no audit: no page claims a live product or a completed audit', () => {
  assert.ok(pages[1].size >= 32, 'every page and its Markdown twin were read');
  for (const [f, page] of pages[1]) {
    const t = text(page);
    for (const re of [...auditClaims, ...anyAuditClaim, ...liveClaims, ...runningClaims, ...featureClaims(1)]) {
      assert.equal(t.match(re)?.[0], undefined, f);
    }
    // No call to action opens the app before its product is live.
    for (const id of core) assert.ok(!t.includes(`${features[id].cta} (opens in a new tab)`), `${f}: ${id}`);
  }
  for (const f of ['products.html', 'products.md']) {
    assert.match(text(pages[1].get(f)!), planned('swap'), `${f} says when the swap is planned`);
  }
  for (const [f, html] of htmlPages(1)) {
    for (const [id, said] of statuses(html)) {
      if (features[id].phase > 1) assert.match(said, planned(id), `${f}: the status of ${id} says when it is planned`);
    }
  }
  assert.ok(text(pages[1].get('audits-links.html')!).includes('No audit report has been published yet'));
  assert.match(text(pages[1].get('bugbounty.html')!), planned('bugBounty'));
});

test('phase 1: each spec call to action is on a page, an inactive button saying when it opens', () => {
  for (const id of core) {
    const pending = htmlPages(1).flatMap(([, html]) => {
      const $ = load(html);
      return $(`a[data-cta-pending="${id}"]`)
        .toArray()
        .map((a) => $(a));
    });
    assert.ok(pending.length > 0, `${id}: no page has its call to action ("${features[id].cta}")`);
    const label = phaseLabel(phaseOf(id));
    for (const a of pending) {
      assert.equal(
        a.text().replace(/\s+/g, ' '),
        `${features[id].cta} — ${statusWords.opens.toLowerCase()} ${label}`,
        `${id}: its label, then when it opens`,
      );
      assert.match(a.attr('href') ?? '', /^\/roadmap#phase-/, `${id}: links to its phase on the roadmap`);
    }
  }
});

test('phase 3: the same sources describe the core products as live and open the app', () => {
  for (const [f, page] of pages[3]) {
    const t = text(page);
    for (const id of [...core, 'presale', 'bugBounty', 'testnet'] as const) {
      assert.doesNotMatch(t, planned(id), `${f} still calls ${id} planned`);
    }
    for (const re of [...auditClaims, ...anyAuditClaim]) {
      assert.equal(t.match(re)?.[0], undefined, `${f}: the audit list is still empty`);
    }
    for (const re of featureClaims(3)) assert.equal(t.match(re)?.[0], undefined, `${f}: a phase-4 product called live`);
  }
  for (const [f, html] of htmlPages(3)) {
    for (const [id, said] of statuses(html)) {
      if (features[id].phase <= 3 && !('until' in features[id])) assert.match(said, liveSaid, `${f}: ${id} is live`);
    }
  }
  // Wording that only makes sense before the core products are live, and a one-off presale still "live".
  const stale = [/will work then/i, /show how (?:they|it) will work/i, /\bbefore the launch\b/i, /presale is live/i];
  for (const [f, page] of pages[3]) for (const re of stale) assert.equal(text(page).match(re)?.[0], undefined, f);
  const presaleOver = new RegExp(`^over \\(${statusWords.over} ${esc0(phaseLabel(phaseOf('presale')))}\\)$`, 'i');
  for (const [f, html] of htmlPages(3)) {
    for (const [id, said] of statuses(html))
      if (id === 'presale') assert.match(said, presaleOver, `${f}: presale over`);
  }
  const built = htmlPages(3)
    .map(([, html]) => html)
    .join('\n');
  for (const id of core) {
    const f: {cta: string; app: {to: 'app' | 'launchpad'; path: string}} = features[id];
    const href = `${links[f.app.to]}${f.app.path}`;
    const a = new RegExp(
      `<a href=${href.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}[^>]*target=_blank[^>]*rel="noopener noreferrer"[^>]*>${f.cta}<`,
    );
    assert.match(built, a, `${id}: "${f.cta}" opens ${href} in a new tab on some page`);
  }
  // Phase 4 products are still planned.
  assert.match(text(pages[3].get('governance.html')!), planned('governance'));
});

test('the wording flips with no prose edit: both builds come from the same docs', () => {
  const changed = [...pages[1].keys()].filter((f) => pages[1].get(f) !== pages[3].get(f));
  assert.ok(changed.includes('index.html') && changed.includes('products.html'));
});

test('phases 1 and 3: the later products are said to be planned, with their phase', () => {
  for (const n of [1, 3] as const) {
    assert.match(text(pages[n].get('products.html')!), notYet(4), `phase ${n}: products`);
    assert.match(text(pages[n].get('governance.html')!), planned('governance'), `phase ${n}: governance`);
    for (const [f, html] of htmlPages(n)) {
      for (const [id, said] of statuses(html)) {
        if (later.includes(id)) assert.match(said, planned(id), `phase ${n}, ${f}: ${id}`);
      }
    }
  }
});

test('phase 4: no page, twin or structured data calls anything planned or upcoming', () => {
  assert.ok(later.length > 0);
  for (const [f, page] of pages[4]) {
    assert.doesNotMatch(page, /data-upcoming/, `${f} still shows an Upcoming badge`);
    const t = text(page);
    for (const id of ids) assert.doesNotMatch(t, planned(id), `${f} still calls ${id} planned`);
    assert.equal(t.match(/.{0,60}\bUpcoming\b.{0,60}/i)?.[0], undefined, `${f} still says Upcoming`);
    assert.doesNotMatch(page, /data-cta-pending/, `${f} still has a call to action waiting for its phase`);
  }
  for (const [f, html] of htmlPages(4)) {
    for (const [id, said] of statuses(html)) {
      if (!('until' in features[id])) assert.match(said, liveSaid, `${f}: ${id}`);
    }
  }
  assert.doesNotMatch(extras[4].faqLd, notYet(4));
});

test('the FAQ structured data and the PDF follow the switch too', () => {
  if (planned('swap').test(text(pages[1].get('faq.html')!))) {
    assert.match(
      extras[1].faqLd,
      planned('swap'),
      'phase 1 FAQPage JSON-LD says when the swap is planned, as the FAQ does',
    );
  }
  assert.doesNotMatch(extras[3].faqLd, planned('swap'), 'phase 3 FAQPage JSON-LD no longer does');
  if (spawnSync('pdftotext', ['-v']).status === 0) {
    assert.match(extras[3].pdf, planned('governance'), 'phase 3 PDF says when governance is planned');
    assert.doesNotMatch(extras[3].pdf, planned('swap'), 'phase 3 PDF no longer says the swap is planned');
  }
});

test('a published audit appears in the audit table and every page stops saying none is published', () => {
  const page = pages[4].get('audits-links.html')!;
  const t = text(page);
  for (const v of [audit.auditor, audit.scope, audit.version, '1 March 2027']) assert.ok(t.includes(v), v);
  const href = audit.reportUrl.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  assert.match(page, new RegExp(`<a href="?${href}"?[^>]*target=_blank[^>]*rel="noopener noreferrer"`));
  for (const [f, p] of pages[4]) {
    assert.ok(!text(p).includes('No audit report has been published yet'), f);
  }
  assert.ok(text(pages[4].get('general-info.html')!).includes('One audit report is published'));
  assert.ok(text(pages[1].get('general-info.html')!).includes('No audit report has been published yet'));
});
