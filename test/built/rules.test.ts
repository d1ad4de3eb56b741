/**
 * One statement per rule: each rule of src/components/Rule is said in full
 * on its home page (src/data/rules.ts), with numbers computed from src/data,
 * and elsewhere as its summary linking home; protocol revenue leaves out the
 * fees spent on buyback and burn; the spec's contradictory general "80 %" burn line
 * (see src/data/fees.ts) appears nowhere.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {fees, launchpadExample} from '../../src/data/fees';
import {amount, percent, usd} from '../../src/data/format';
import {chain} from '../../src/data/chain';
import {bountyTiers} from '../../src/data/bounty';
import {load} from 'cheerio';
import {ruleDefs, type RuleDef, type RuleId} from '../../src/data/rules';
import {builtFiles} from './files';

const pages = builtFiles((rel) => !rel.includes('/') && rel.endsWith('.html') && rel !== '404.html');

/** The visible text of a page's article, whitespace collapsed (tables left out with `prose`). */
function articleText(file: string, prose = false): string {
  const html = readFileSync(file, 'utf8');
  const body = html.slice(html.indexOf('<article'), html.lastIndexOf('</article>'));
  return (prose ? body.replace(/<table[\s\S]*?<\/table>/g, ' ') : body)
    .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');
}

const texts = new Map(pages.map((f) => [path.basename(f, '.html'), articleText(f)]));

/** Every match of `re` on every page, keyed by page. */
function occurrences(re: RegExp): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  for (const [name, t] of texts) for (const m of t.matchAll(re)) out.push([name, m[0]]);
  return out;
}

test('the rules are read from every page', () => {
  assert.ok(texts.size >= 16);
});

test('the worked launchpad example is computed from the fee data, on the fees section of /', () => {
  const {tradeBps, burnShareWhenFullPercent: burn} = fees.launchpad;
  const s = (n: number) => `${amount(n)} ${chain.nativeSymbol}`;
  const fee = (launchpadExample.buy * tradeBps) / 10_000;
  const burned = (fee * burn) / 100;
  assert.ok(burned > 0 && burned < fee, 'the example burns part of the fee');
  // The example's figures, in the order a reader follows them: the buy, its fee and rate, the burned part, the kept part.
  const figures = [s(launchpadExample.buy), s(fee), percent(tradeBps / 100), percent(burn), s(burned), s(fee - burned)];
  const found = occurrences(/For example[^.]*\([^)]*\)[^.]*\.[^]*?the protocol keeps \S+ [^\s.]+/g);
  assert.ok(
    found.length >= 1,
    'the example is worked through at its home, /#fees (from "For example" to "the protocol keeps …")',
  );
  for (const [page, text] of found) {
    let at = 0;
    for (const figure of figures) {
      const next = text.indexOf(figure, at);
      assert.ok(
        next >= 0,
        `${page}: the worked example shows ${figure} (computed from src/data/fees.ts) after what precedes it`,
      );
      at = next + figure.length;
    }
  }
  assert.ok(
    found.some(([page]) => page === 'index'),
    'the fees section of / works through it',
  );
});

test('protocol revenue is what the protocol keeps: the fees spent on buyback and burn are not counted in it', () => {
  for (const file of pages) {
    const $ = load(readFileSync(file, 'utf8'));
    $('article [data-rule="protocolRevenue"]').each((_, el) => {
      assert.match($(el).text(), /not revenue/, `${path.basename(file)}: ${$(el).text()}`);
    });
  }
});

/** The route of a built top-level page file ("index.html" → "/"). */
const routeOf = (file: string) => (path.basename(file) === 'index.html' ? '/' : `/${path.basename(file, '.html')}`);

test('each rule is said in full on its home page only; elsewhere its summary links to its home section', () => {
  const problems: string[] = [];
  const ids = new Map(pages.map((f) => [routeOf(f), readFileSync(f, 'utf8')]));
  for (const [id, def] of Object.entries(ruleDefs) as Array<[RuleId, RuleDef]>) {
    const [route = '', anchor] = def.home.split('#');
    const home = ids.get(route);
    if (!home) problems.push(`${id}: its home ${route} is no page (src/data/rules.ts)`);
    else if (!load(home)(`[id="${anchor}"]`).length) {
      problems.push(`${id}: ${route} has no section #${anchor} (src/data/rules.ts)`);
    }
  }
  for (const [route, html] of ids) {
    const $ = load(html);
    $('article [data-rule]').each((_, el) => {
      const id = $(el).attr('data-rule') as RuleId;
      const def: RuleDef = ruleDefs[id];
      const form = $(el).attr('data-rule-form');
      if ((form === 'full') !== (route === def.home.split('#')[0]))
        problems.push(`${route}: <Rule id="${id}"> is ${form}`);
      if (form === 'summary') {
        const text = $(el).text().replace(/\s+/g, ' ');
        if (!text.startsWith(def.summary)) problems.push(`${route}: <Rule id="${id}"> reads "${text}"`);
        if (!$(el).find(`a[href="${def.home}"]`).length) {
          problems.push(`${route}: <Rule id="${id}"> does not link to ${def.home}`);
        }
      }
    });
  }
  assert.deepEqual(problems, []);
});

test('a rule’s summary is short enough to repeat (under the shared-passage limit of the writing checks)', () => {
  for (const [id, def] of Object.entries(ruleDefs) as Array<[RuleId, RuleDef]>) {
    const n = `${def.summary} More on ${def.title}.`.split(/\s+/).length;
    assert.ok(n <= 20, `${id}: ${n} words; keep a summary and its link to 20 words or fewer`);
  }
});

test('the spec’s general 80 % burn line appears nowhere (the per-product figures are the reading chosen)', () => {
  // The rejected reading, not the number: "80 % of swap fees and of launchpad fees go to buyback and burn".
  // Any other 80 % (an allocation, a share a writer sets in src/data) is fine.
  assert.deepEqual(occurrences(/\b80 ?% of (?:the )?(?:swap|launchpad|all)[^.]{0,80}?(?:buyback|burn)/gi), []);
});

test('bounty rewards are stated as maxima: "up to" in prose, a "Maximum reward" column in the table', () => {
  for (const file of pages) {
    const t = articleText(file, true);
    for (const tier of bountyTiers) {
      for (const before of t.split(usd(tier.maxRewardUsd)).slice(0, -1)) {
        assert.match(
          before.slice(-12),
          /up to $/i,
          `${path.basename(file)}: …${before.slice(-40)}${usd(tier.maxRewardUsd)}`,
        );
      }
    }
  }
  const html = readFileSync(
    pages.find((f) => f.endsWith('bugbounty.html'))!,
    'utf8',
  );
  assert.match(html, /<th[^>]*>Maximum reward/);
});

test('the Terms link to the fees section of / in the text', () => {
  const html = readFileSync(
    pages.find((f) => f.endsWith('terms-of-use.html'))!,
    'utf8',
  );
  assert.match(html, /<a [^>]*href="?\/#fees"?[ >][^<]*fees section/);
});

test('no sentence is glued to the next where a rule or another component meets the text', () => {
  const glued: string[] = [];
  for (const file of pages) {
    const html = readFileSync(file, 'utf8');
    const article = html.slice(html.indexOf('<article'), html.lastIndexOf('</article>'));
    // React marks the boundary between two text pieces with <!-- -->; punctuation then a letter across it lost a space.
    for (const m of article.matchAll(/.{0,30}[.:;,](?:<!-- -->)+[A-Za-z].{0,20}/g)) {
      glued.push(`${path.basename(file)}: ${m[0].replace(/<!-- -->/g, '')}`);
    }
  }
  assert.deepEqual(glued, []);
});
