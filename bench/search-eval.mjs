/**
 * Search quality on the query sets (issue 40), in Node on a build's search
 * files, with the engine the dialog runs and the way the dialog runs it
 * (`dialogRun`: rank on the index, fetch the text parts of the first results,
 * rerank, answer from the text held):
 *
 * - team: ./search-queries.json, written by the team that tuned the engine;
 * - dev: every ./search-eval/reader*.json (reader.json, reader2.json …), each written by a reader
 *   who never saw the engine (each was a held-out test once, then spent);
 *   tuned on freely (per-query rows with --verbose);
 *   `--sets reader,reader2,…` scores each
 *   alone (a change should help at least two and hurt none by more than noise);
 * - test: ./search-eval/test.json, a fresh set in reader.json's schema kept
 *   out of tuning: scored only when the file exists, aggregates and classes
 *   only (never a per-query row, nor in --json).
 *
 *   node --import tsx bench/search-eval.mjs [--build build] [--sets team,dev,test] [--unseen] [--verbose [--all]] [--json out.json]
 *
 * `--unseen` adds, for test and each readerN asked, its score on the queries
 * no earlier set asks word for word (`unseenOf`).
 *
 * Measures, per set and class: right page first, right page in the top 3,
 * right section in the top 3, MRR, gibberish that returns nothing, and for
 * the classes that ask (question, money, error) the direct answer's
 * precision (a shown answer contains every `answerMust` word; without them,
 * it is quoted from an expected section) and recall (an answerable question
 * got a right answer); the median time per query (search + answer).
 * `evaluate`/`qualityTable` give the team set alone (npm run bench, bench/search.mjs).
 */
import {existsSync, readFileSync, readdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {performance} from 'node:perf_hooks';
import * as engine from '../src/lib/search/engine.ts';
import {fold} from '../src/lib/search/text.ts';
import {askedAbout, officialList, readNext, sectionHref} from '../src/lib/verify/index.ts';
import {pastedValue} from '../src/lib/verify/looks.ts';
import {verdictToday} from '../src/lib/verify/today.ts';
import {resolveLinks} from '../src/data/links.ts';

/**
 * Loads build/search the way the dialog does: manifest, index, then every text file (part);
 * `searchPath` names a released version's own index (search/v/<version>).
 */
export function loadBuiltSearch(buildDir = 'build', searchPath = 'search') {
  const dir = path.join(buildDir, searchPath);
  const manifest = JSON.parse(readFileSync(path.join(dir, 'manifest.json'), 'utf8'));
  const payload = JSON.parse(readFileSync(path.join(dir, manifest.index), 'utf8'));
  const files = payload.textCounts.map((_, n) => payload.textParts.replace(engine.partNumber, String(n)));
  const texts = new Map(files.map((f) => [f, JSON.parse(readFileSync(path.join(dir, f), 'utf8'))]));
  return {index: engine.loadIndex(payload), texts};
}

/** The build's links as docusaurus.config.ts resolves them (SX_LINK_* from the environment). */
const links = resolveLinks(process.env);
/** Where the dialog's "is this official?" verdict links first: the official list (as src/components/OfficialCheck/Verdict). */
const officialListHref = sectionHref(officialList);

/**
 * What the dialog shows for a query once its text has arrived
 * (engine.asTheDialogShows). A pasted link, domain, e-mail or 0x address that
 * the "is this official?" check answers shows its verdict in place of the
 * results, linking the official list, then the sections a reader needs after
 * a verdict other than "official" (`readNext`); those the query's other words
 * name (`askedAbout`) come before the official list, as the verdict shows them.
 */
export function dialogRun({index, texts}, query) {
  const pasted = pastedValue(query);
  const verdict = pasted === null ? null : verdictToday(pasted, links);
  if (verdict !== null) {
    const asked = askedAbout(verdict, query);
    const next = readNext(verdict).filter((to) => !asked.includes(to));
    return {
      hits: [...asked.map(sectionHref), officialListHref, ...next.map(sectionHref)].map((href) => ({href})),
      answer: null,
    };
  }
  return engine.asTheDialogShows(index, query, (f) => texts.get(f));
}

const pct = (n, d) => (d ? Math.round((1000 * n) / d) / 10 : null);

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

/**
 * Where each set lives: dev is every reader set in search-eval/ (`reader`, `reader2` …
 * score one of them alone); test.json is added by whoever scores it, after
 * tuning.
 */
const evalDir = new URL('./search-eval/', import.meta.url);
const readerFiles = readdirSync(evalDir)
  .map((file) => /^(reader(\d*))\.json$/.exec(file))
  .filter(Boolean)
  .sort((a, b) => Number(a[2] || 1) - Number(b[2] || 1))
  .map(([file, name]) => [name, [new URL(file, evalDir)]]);
export const setFiles = {
  team: [new URL('./search-queries.json', import.meta.url)],
  dev: readerFiles.flatMap(([, files]) => files),
  ...Object.fromEntries(readerFiles),
  test: [new URL('./search-eval/test.json', import.meta.url)],
};

/** The sets whose files exist, normalised. */
export function querySets() {
  const sets = {};
  for (const [name, files] of Object.entries(setFiles)) {
    const there = files.filter((f) => existsSync(f));
    if (there.length) {
      sets[name] = there.flatMap((file) => {
        const data = readJson(file);
        const list = Array.isArray(data) ? data : (data.queries ?? []);
        return list.map((q) => normalise(q, name));
      });
    }
  }
  return sets;
}

/** Folded, numbers without thousands separators, no commas or semicolons between words, whitespace collapsed. */
const plain = (s) =>
  fold(String(s))
    .replace(/(\d),(?=\d{3}\b)/g, '$1')
    .replace(/[,;](?=\s)/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** True when the answer text holds every must-word (as `plain` writes both). */
export function holdsAll(text, must) {
  const t = plain(text);
  return must.every((w) => t.includes(plain(w)));
}

const pageOf = (t) => t.split('#')[0];
const key = (href) => (href.includes('#') ? href : `${href}#`);

/** The sections a build's index holds, as 'route#anchor'. */
function builtTargets({index}) {
  const {pages, sections} = index.payload;
  return new Set(sections.map((s) => target(pages[s.page].path, s.anchor)));
}

const median = (xs) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted.length ? Math.round(sorted[Math.floor(sorted.length / 2)] * 100) / 100 : null;
};

/** Answer figures of some rows: shown, precision, recall and the rows recall counts. */
function answerFigures(rows) {
  const asking = rows.filter((r) => askingClasses.has(r.cls));
  const shown = asking.filter((r) => r.answer);
  const canAnswer = asking.filter((r) => r.answerable && (r.answerMust.length > 0 || r.set === 'team'));
  return {
    answersShown: shown.length,
    answerPrecision: pct(shown.filter((r) => r.answer.right).length, shown.length),
    answerRecall: pct(canAnswer.filter((r) => r.answer?.right).length, canAnswer.length),
    answerRecallOf: canAnswer.length,
    wrongAnswers: shown.filter((r) => !r.answer.right).length,
  };
}

/** Scores one set on a build (see the file's comment for the measures); `rows` holds each query's outcome. */
export function score(built, queries) {
  const known = builtTargets(built);
  const times = [];
  const rows = queries.map((query) => {
    // A twin the build no longer has (an anchor renamed or removed since the set was written) is not a right answer.
    const kept = query.expect.filter((t) => known.has(t));
    const q = kept.length ? {...query, expect: kept} : query;
    const t0 = performance.now();
    const {hits, answer} = dialogRun(built, q.query);
    times.push(performance.now() - t0);
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
      missing: query.expect.filter((t) => !known.has(t)),
      answer: answer ? {href: key(answer.href), text: answer.text, right: answerRight} : null,
    };
  });
  const answerable = rows.filter((r) => r.answerable);
  const gibberish = rows.filter((r) => r.cls === 'gibberish');
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
      ...answerFigures(rs),
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
    ...answerFigures(rows),
    // Queries naming a section the build lacks (renamed or removed since the set was written); the others they name count.
    missingTargets: rows.filter((r) => r.answerable && r.missing.length > 0).length,
    medianMs: median(times),
    byClass,
    rows,
  };
}

/** One Markdown table with a column per set, then a row per class. */
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
    row('Queries expecting a section the build lacks', (r) => `${r.missingTargets}`),
    row('Median time per query (Node, search + answer)', (r) => v(r.medianMs, ' ms')),
  ];
  const classes = [...new Set(names.flatMap((n) => Object.keys(results[n].byClass)))];
  for (const cls of classes) {
    lines.push(
      row(`${cls}: page first / section top 3 · answers shown, precision / recall`, (r) => {
        const s = r.byClass[cls];
        if (!s) {
          return '–';
        }
        const ranking = s.n ? `${s.hit1} / ${s.section3} (${s.n})` : `${s.empty} of ${s.unanswerable} empty`;
        const answers = askingClasses.has(cls)
          ? ` · ${s.answersShown}, ${v(s.answerPrecision)} / ${v(s.answerRecall)}`
          : '';
        return ranking + answers;
      }),
    );
  }
  return lines.join('\n');
}

/** The team set alone (npm run bench, bench/search.mjs): its score, without per-query rows. */
export function evaluate(built) {
  const {rows: _rows, ...result} = score(built, querySets().team);
  return result;
}

/** The team set's score as a table (for the bench's output). */
export const qualityTable = (result) => evalTable({team: result});

/**
 * A held-out set's queries that no earlier set asks word for word (as `plain`
 * writes them): readers writing from the same pages often type the same
 * "team vesting" or "asdfghjkl", and a query the engine was tuned on is not
 * held out. For `test`, earlier is the team set and every reader set; for
 * `readerN`, the team set and the reader sets before it.
 */
export function unseenOf(name, sets) {
  const order = Object.keys(setFiles).filter((n) => /^reader\d*$/.test(n));
  const earlier = name === 'test' ? order : order.slice(0, Math.max(0, order.indexOf(name)));
  const asked = new Set(['team', ...earlier].flatMap((n) => sets[n] ?? []).map((q) => plain(q.query)));
  return (sets[name] ?? []).filter((q) => !asked.has(plain(q.query)));
}

/** Held out: scored for its figures only, never shown query by query. */
const heldOut = new Set(['test']);

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
    } else if (name === 'test') {
      console.error(`test: ${setFiles.test[0].pathname} does not exist; scoring the other sets.`);
    }
  }
  if (args.includes('--unseen')) {
    for (const name of Object.keys(results).filter((n) => n === 'test' || /^reader\d*$/.test(n))) {
      results[`${name} unseen`] = score(built, unseenOf(name, sets));
    }
  }
  console.log(evalTable(results));
  if (args.includes('--verbose')) {
    for (const [name, r] of Object.entries(results)) {
      if (heldOut.has(name.split(' ')[0])) {
        continue;
      }
      for (const q of r.rows) {
        const ok = q.answerable ? q.hit1 && q.section3 : q.count === 0;
        const bad = !ok || q.answer?.right === false;
        if (bad || args.includes('--all')) {
          console.log(
            `${ok ? '  ' : '✗ '}${name} [${q.cls}] ${q.query.slice(0, 80)} → ${q.top.join(', ') || '(none)'}  want ${q.expect.join(' ') || '(nothing)'}` +
              (q.missing.length ? `\n     not in the build: ${q.missing.join(' ')}` : '') +
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
      Object.entries(results).map(([n, r]) => [n, heldOut.has(n.split(' ')[0]) ? {...r, rows: undefined} : r]),
    );
    writeFileSync(json, `${JSON.stringify(strip, null, 2)}\n`);
  }
}
