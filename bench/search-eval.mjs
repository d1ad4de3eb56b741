/**
 * Search quality on three query sets (issue 40), in Node on a build's
 * search files, with the engine the dialog runs and the way the dialog runs
 * it (./search-quality.mjs `dialogRun`):
 *
 * - team: ./search-queries.json, written by the team that tuned the engine;
 * - dev and test: the two halves of ./search-eval/reader.json, written by a
 *   reader who never saw the engine, split by `splitOf` (a hash of each id).
 *   Tune on dev; score test only to report (it prints no per-query rows).
 *
 *   node --import tsx bench/search-eval.mjs [--build build] [--sets team,dev,test] [--verbose] [--json out.json]
 *
 * Measures, per set: right page first, right page in the top 3, right section
 * in the top 3, MRR, gibberish that returns nothing, and for the classes that
 * ask (question, money, error) the direct answer's precision (a shown answer
 * contains every `answerMust` word; without them, it is quoted from an
 * expected section) and recall (an answerable question got a right answer).
 */
import {createHash} from 'node:crypto';
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import {dialogRun, loadBuiltSearch} from './search-quality.mjs';
import {fold} from '../src/lib/search/text.ts';

const pct = (n, d) => (d ? Math.round((1000 * n) / d) / 10 : null);

/** dev or test: the first byte of the id's SHA-256, even → dev, odd → test. */
export function splitOf(id) {
  return createHash('sha256').update(String(id)).digest()[0] % 2 === 0 ? 'dev' : 'test';
}

/** Classes whose queries ask for something a sentence can answer. */
export const askingClasses = new Set(['question', 'money', 'error']);

const target = (page, anchor) => `${page}#${anchor ?? ''}`;

/** A route plus optional anchor, written any of the ways the sets write it, as 'route#anchor'. */
function normTarget(t) {
  if (t && typeof t === 'object') {
    return target(t.page, t.anchor ?? t.section);
  }
  const s = String(t).trim();
  const [page, anchor = ''] = s.split('#');
  return target(page.startsWith('/') ? page : `/${page}`, anchor);
}

/**
 * One query of any set as {id, set, cls, query, expect, pageOnly, answerMust, answerable}:
 * `expect` the sections that answer it ('route#anchor'; 'route#' is the page's
 * introduction); `pageOnly` the pages where any section is right (an entry with no anchor).
 */
export function normalise(q, set) {
  const cls = q.cls ?? q.class;
  if (q.expect) {
    return {
      id: q.query,
      set,
      cls,
      query: q.query,
      expect: q.expect,
      pageOnly: [],
      answerMust: [],
      answerable: cls !== 'gibberish',
    };
  }
  const answerable = q.answerable !== false && cls !== 'gibberish' && Boolean(q.page);
  const main = q.page ? [{page: q.page, anchor: q.section ?? q.anchor}] : [];
  const all = [...main, ...(q.alsoOk ?? [])].map((t) => (typeof t === 'string' ? t : t)).map(normTarget);
  return {
    id: q.id,
    set,
    cls,
    query: q.query,
    expect: all,
    pageOnly: all.filter((t) => t.endsWith('#')).map((t) => t.slice(0, -1)),
    answerMust: q.answerMust ?? [],
    answerable,
    note: q.note,
  };
}

const readJson = (url) => JSON.parse(readFileSync(url, 'utf8'));

/** The three sets, normalised. */
export function querySets() {
  const team = readJson(new URL('./search-queries.json', import.meta.url)).map((q) => normalise(q, 'team'));
  const readerFile = new URL('./search-eval/reader.json', import.meta.url);
  const reader = existsSync(readerFile) ? readJson(readerFile) : [];
  const list = Array.isArray(reader) ? reader : (reader.queries ?? []);
  const dev = [];
  const test = [];
  for (const q of list) {
    (splitOf(q.id) === 'dev' ? dev : test).push(normalise(q, splitOf(q.id)));
  }
  return {team, dev, test};
}

/** Folded, numbers without thousands separators, whitespace collapsed. */
const plain = (s) =>
  fold(String(s))
    .replace(/(\d),(?=\d{3}\b)/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();

/** True when the answer text holds every must-word (folded; numbers compared without separators). */
export function holdsAll(text, must) {
  const t = plain(text);
  return must.every((w) => t.includes(plain(w)));
}

const pageOf = (t) => t.split('#')[0];
const key = (href) => (href.includes('#') ? href : `${href}#`);

export function score(built, queries) {
  const rows = queries.map((q) => {
    const {hits, answer} = dialogRun(built, q.query);
    const targets = hits.map((h) => key(h.href));
    const pages = new Set(q.expect.map(pageOf));
    const isRight = (t) => q.expect.includes(t) || q.pageOnly.includes(pageOf(t));
    const rank = targets.slice(0, 10).findIndex(isRight) + 1;
    let answerRight = null;
    if (answer) {
      answerRight = !q.answerable
        ? false
        : q.answerMust.length > 0
          ? holdsAll(answer.text, q.answerMust)
          : isRight(key(answer.href));
    }
    return {
      ...q,
      top: targets.slice(0, 3),
      count: hits.length,
      hit1: targets.length > 0 && pages.has(pageOf(targets[0])),
      hit3: targets.slice(0, 3).some((t) => pages.has(pageOf(t))),
      section3: rank > 0 && rank <= 3,
      rr: rank ? 1 / rank : 0,
      answer: answer ? {href: key(answer.href), text: answer.text, right: answerRight} : null,
    };
  });
  const answerable = rows.filter((r) => r.answerable);
  const gibberish = rows.filter((r) => r.cls === 'gibberish');
  const asking = rows.filter((r) => askingClasses.has(r.cls));
  const shown = asking.filter((r) => r.answer);
  const canAnswer = asking.filter((r) => r.answerable && (r.answerMust.length > 0 || r.set === 'team'));
  const summary = (rs) => ({
    n: rs.length,
    hit1: pct(rs.filter((r) => r.hit1).length, rs.length),
    hit3: pct(rs.filter((r) => r.hit3).length, rs.length),
    section3: pct(rs.filter((r) => r.section3).length, rs.length),
    mrr: Math.round((1000 * rs.reduce((n, r) => n + r.rr, 0)) / (rs.length || 1)) / 1000,
  });
  const byClass = {};
  for (const cls of [...new Set(rows.map((r) => r.cls))]) {
    const rs = rows.filter((r) => r.cls === cls);
    byClass[cls] = {
      ...summary(rs.filter((r) => r.answerable)),
      all: rs.length,
      empty: rs.filter((r) => !r.answerable && r.count === 0).length,
      unanswerable: rs.filter((r) => !r.answerable).length,
    };
  }
  return {
    queries: rows.length,
    ...summary(answerable),
    gibberish: gibberish.length,
    gibberishEmpty: pct(gibberish.filter((r) => r.count === 0).length, gibberish.length),
    answersShown: shown.length,
    answerPrecision: pct(shown.filter((r) => r.answer.right).length, shown.length),
    answerRecall: pct(canAnswer.filter((r) => r.answer?.right).length, canAnswer.length),
    answerRecallOf: canAnswer.length,
    wrongAnswers: shown.filter((r) => !r.answer.right).length,
    byClass,
    rows,
  };
}

/** One Markdown table with a column per set. */
export function evalTable(results) {
  const names = Object.keys(results);
  const v = (x, unit = ' %') => (x === null || x === undefined ? 'n/a' : `${x}${unit}`);
  const row = (label, f) => `| ${label} | ${names.map((n) => f(results[n])).join(' | ')} |`;
  const lines = [
    `| Measure | ${names.join(' | ')} |`,
    `| --- | ${names.map(() => '---:').join(' | ')} |`,
    row('Queries (answerable + not)', (r) => `${r.n} + ${r.queries - r.n}`),
    row('Right page first', (r) => v(r.hit1)),
    row('Right page in top 3', (r) => v(r.hit3)),
    row('Right section in top 3', (r) => v(r.section3)),
    row('MRR (section, top 10)', (r) => v(r.mrr, '')),
    row('Gibberish returning nothing', (r) => `${v(r.gibberishEmpty)} (${r.gibberish})`),
    row('Answers shown (question, money, error)', (r) => `${r.answersShown}`),
    row('Answer precision', (r) => `${v(r.answerPrecision)} (${r.wrongAnswers} wrong)`),
    row('Answer recall', (r) => `${v(r.answerRecall)} of ${r.answerRecallOf}`),
  ];
  const classes = [...new Set(names.flatMap((n) => Object.keys(results[n].byClass)))].filter((c) => c !== 'gibberish');
  for (const cls of classes) {
    lines.push(
      row(`${cls}: page first / section top 3`, (r) => {
        const s = r.byClass[cls];
        return s && s.n ? `${s.hit1} / ${s.section3} (${s.n})` : '–';
      }),
    );
  }
  return lines.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const opt = (name, fallback) => {
    const i = args.indexOf(`--${name}`);
    return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
  };
  const built = loadBuiltSearch(opt('build', 'build'));
  const sets = querySets();
  const results = {};
  for (const name of opt('sets', 'team,dev,test').split(',')) {
    if (sets[name]?.length) {
      results[name] = score(built, sets[name]);
    }
  }
  console.log(evalTable(results));
  if (args.includes('--verbose')) {
    for (const [name, r] of Object.entries(results)) {
      if (name === 'test') {
        continue; // scored only: no per-query rows for the held-out half
      }
      for (const q of r.rows) {
        const ok = q.answerable ? q.hit1 && q.section3 : q.count === 0;
        const bad = !ok || q.answer?.right === false;
        if (bad || args.includes('--all')) {
          console.log(
            `${ok ? '  ' : '✗ '}${name} [${q.cls}] ${q.query.slice(0, 80)} → ${q.top.join(', ') || '(none)'}  want ${q.expect.join(' ') || '(nothing)'}` +
              (q.answer
                ? `\n     answer ${q.answer.right ? '✓' : '✗'} ${q.answer.href}: ${q.answer.text.slice(0, 200)}${q.answerMust.length ? `  [must: ${q.answerMust.join(', ')}]` : ''}`
                : ''),
          );
        }
      }
    }
  }
  const json = opt('json', '');
  if (json) {
    const strip = Object.fromEntries(
      Object.entries(results).map(([n, r]) => [n, n === 'test' ? {...r, rows: undefined} : r]),
    );
    writeFileSync(json, `${JSON.stringify(strip, null, 2)}\n`);
  }
}
