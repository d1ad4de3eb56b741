/**
 * Result quality of the site's search on the benchmark's query set
 * (./search-queries.json), computed in Node with the same engine code the
 * dialog runs, over the built index and text files of build/search/.
 *
 *   node --import tsx bench/search-quality.mjs [--build build] [--json out.json] [--verbose]
 *
 * Reports, over the answerable queries: hit@1 and hit@3 (the right page first
 * / among the first three), section hit@3, MRR (by section, first 10
 * results) and, when the engine can answer, answer precision (share of shown
 * answers quoted from a right section) and how many questions got one; for
 * gibberish, the share that returned nothing; and the median time per query.
 */
import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {performance} from 'node:perf_hooks';
import * as engine from '../src/lib/search/engine.ts';
/**
 * The query set (issue 17): written from the content before any tuning, the way
 * DEX users type. Each entry: `cls` (question, keyword, typo — several with two
 * typos in one word —, synonym, error — a pasted wallet message —, gibberish),
 * `query`, and `expect`: the sections that answer it ('route#anchor', '' for a
 * page's introduction). A result counts for the page when its page is one of
 * theirs, for the section when it is one of them; gibberish expects nothing.
 * A shown answer is right when it is quoted from one of the expected sections.
 */
const searchQueries = JSON.parse(readFileSync(new URL('./search-queries.json', import.meta.url), 'utf8'));

const pct = (n, d) => (d ? Math.round((1000 * n) / d) / 10 : 0);

/** Loads build/search the way the dialog does: manifest, index, then every text file (part). */
export function loadBuiltSearch(buildDir = 'build', base = '') {
  const dir = path.join(buildDir, base, 'search');
  const manifest = JSON.parse(readFileSync(path.join(dir, 'manifest.json'), 'utf8'));
  const payload = JSON.parse(readFileSync(path.join(dir, manifest.index), 'utf8'));
  const files = payload.textCounts.map((_, n) => payload.textParts.replace(engine.partNumber, String(n)));
  const texts = new Map(files.map((f) => [f, JSON.parse(readFileSync(path.join(dir, f), 'utf8'))]));
  return {index: engine.loadIndex(payload), texts};
}

/** What the dialog shows for a query once its text has arrived (engine.asTheDialogShows). */
export function dialogRun({index, texts}, query) {
  return engine.asTheDialogShows(index, query, (f) => texts.get(f));
}

const key = (href) => (href.includes('#') ? href : `${href}#`);
const pageOf = (target) => target.split('#')[0];

export function evaluate({index, texts}, queries = searchQueries) {
  const rows = [];
  const times = [];
  for (const {cls, query, expect} of queries) {
    const t0 = performance.now();
    const {hits, answer: shown} = dialogRun({index, texts}, query);
    times.push(performance.now() - t0);
    const targets = hits.map((h) => key(h.href));
    const pages = new Set(expect.map(pageOf));
    const sectionRank = targets.slice(0, 10).findIndex((t) => expect.includes(t)) + 1;
    rows.push({
      cls,
      query,
      expect,
      top: targets.slice(0, 3),
      count: hits.length,
      hit1: targets.length > 0 && pages.has(pageOf(targets[0])),
      hit3: targets.slice(0, 3).some((t) => pages.has(pageOf(t))),
      section3: sectionRank > 0 && sectionRank <= 3,
      rr: sectionRank ? 1 / sectionRank : 0,
      answer: shown ? {href: key(shown.href), text: shown.text, right: expect.includes(key(shown.href))} : null,
    });
  }
  const answerable = rows.filter((r) => r.cls !== 'gibberish');
  const gibberish = rows.filter((r) => r.cls === 'gibberish');
  const answers = rows.filter((r) => r.answer);
  const summary = (rs) => ({
    n: rs.length,
    hit1: pct(rs.filter((r) => r.hit1).length, rs.length),
    hit3: pct(rs.filter((r) => r.hit3).length, rs.length),
    section3: pct(rs.filter((r) => r.section3).length, rs.length),
    mrr: Math.round((1000 * rs.reduce((n, r) => n + r.rr, 0)) / (rs.length || 1)) / 1000,
  });
  const byClass = {};
  for (const cls of [...new Set(answerable.map((r) => r.cls))]) {
    byClass[cls] = summary(answerable.filter((r) => r.cls === cls));
  }
  const sorted = [...times].sort((a, b) => a - b);
  return {
    queries: rows.length,
    ...summary(answerable),
    byClass,
    gibberishEmpty: pct(gibberish.filter((r) => r.count === 0).length, gibberish.length),
    answersShown: answers.length,
    answersOnQuestions: `${rows.filter((r) => r.cls === 'question' && r.answer).length}/${rows.filter((r) => r.cls === 'question').length}`,
    answerPrecision: answers.length ? pct(answers.filter((r) => r.answer.right).length, answers.length) : null,
    medianMs: Math.round(sorted[Math.floor(sorted.length / 2)] * 100) / 100,
    rows,
  };
}

/** The result as a Markdown table (for bench/SEARCH.md and the bench's output). */
export function qualityTable(r) {
  const lines = [
    '| Measure | Value |',
    '| --- | --- |',
    `| Queries (answerable + gibberish) | ${r.n} + ${r.queries - r.n} |`,
    `| Right page first (hit@1) | ${r.hit1} % |`,
    `| Right page in top 3 (hit@3) | ${r.hit3} % |`,
    `| Right section in top 3 | ${r.section3} % |`,
    `| MRR (section, top 10) | ${r.mrr} |`,
    `| Gibberish returning nothing | ${r.gibberishEmpty} % |`,
    `| Answers shown (questions with one) | ${r.answersShown} (${r.answersOnQuestions}) |`,
    `| Answer precision | ${r.answerPrecision === null ? 'n/a (no answers)' : `${r.answerPrecision} %`} |`,
    `| Median time per query (Node, search + answer) | ${r.medianMs} ms |`,
  ];
  for (const [cls, s] of Object.entries(r.byClass)) {
    lines.push(
      `| ${cls} (${s.n}): hit@1 / hit@3 / section@3 / MRR | ${s.hit1} % / ${s.hit3} % / ${s.section3} % / ${s.mrr} |`,
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
  const result = evaluate(loadBuiltSearch(opt('build', 'build')));
  console.log(qualityTable(result));
  if (args.includes('--verbose')) {
    for (const r of result.rows) {
      const ok = r.cls === 'gibberish' ? r.count === 0 : r.section3 && r.hit1;
      console.log(
        `${ok ? '  ' : '✗ '}[${r.cls}] ${r.query.slice(0, 70)} → ${r.top.join(', ') || '(none)'}${r.answer ? `\n     answer ${r.answer.right ? '✓' : '✗'} ${r.answer.href}: ${r.answer.text.slice(0, 160)}` : ''}`,
      );
    }
  }
  const json = opt('json', '');
  if (json) {
    writeFileSync(json, `${JSON.stringify(result, null, 2)}\n`);
  }
}
