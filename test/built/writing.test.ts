/**
 * The writing rules of issue 37, over the built Markdown twins of the current
 * pages (test/lib/writing.ts): no passage of 25 or more words on two pages, no
 * glossary definition written out in running text, at most three status
 * mentions and one placeholder notice per page, no page over 2,000 words.
 * `node --import tsx scripts/text-report.ts` prints the figures per page.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {glossary} from '../../src/data/glossary';
import {placeholderNotice} from '../../src/data/placeholders';
import {roadmap} from '../../src/data/roadmap';
import {phaseLabel, statusWords} from '../../src/components/Status/wording';
import {limits, pageReport, readTwins, sharedPassages, twin, writingProblems} from '../lib/writing';
import {buildDir} from './files';

const words = (n: number, from = 0) => Array.from({length: n}, (_, i) => `word${from + i}`).join(' ');

test('the checker finds what it should, and leaves the frame and generated parts alone', () => {
  const shared = `${words(30)}.`;
  const a = twin('/a', `# A\n\nSource: <https://x.example/a>\n\n${shared}\n\nOnly on a: ${words(10, 100)}.\n`);
  const b = twin('/b', `# B\n\n*${shared.replace('word3 ', 'Word3, ')}*\n`);
  const found = sharedPassages([a, b]);
  assert.equal(found.length, 1);
  assert.equal(found[0]!.words, 30, 'the whole passage, once, case and punctuation aside');
  assert.deepEqual(sharedPassages([a, twin('/c', `${words(24)} other ${words(6, 24)}`)]), [], '24 words is fine');

  const notice = `**${placeholderNotice.twinTitle}:**\n\n- ${words(20)}\n- ${words(20, 20)}\n`;
  const def = glossary.gas.definition;
  const generated = [twin('/d', `# D\n\nText.\n\n${notice}`), twin('/e', `# E\n\n${notice}`)];
  assert.deepEqual(sharedPassages(generated), [], 'notices are generated, not writing');
  assert.deepEqual(pageReport(generated[0]!).inlineDefinitions, []);
  assert.equal(pageReport(generated[0]!).placeholderNotices, 1);
  assert.deepEqual(pageReport(twin('/f', `Pay [gas](https://x.example/g) (${def}).`)).inlineDefinitions, ['gas']);

  const phase = roadmap[roadmap.length - 1]!;
  const status = Object.values(statusWords).map((w) => `It is ${w} [${phaseLabel(phase)}](https://x.example/r).`);
  const report = pageReport(twin('/g', `## ${statusWords.planned} ${phaseLabel(phase)}\n\n${status.join(' ')}`));
  assert.equal(report.statusMentions.length, status.length, 'every status form counts, headings aside');
  const line = `${statusWords.planned} [${phaseLabel(phase)}](https://x.example/r).`;
  const sections = (n: number, each: number) =>
    twin('/s', Array.from({length: n}, (_, i) => `## S${i}\n\n${Array(each).fill(line).join(' ')}`).join('\n\n'));
  assert.deepEqual(
    writingProblems([sections(limits.statusMentions + 3, 1)]),
    [],
    'one status line per section is fine',
  );
  assert.match(
    writingProblems([sections(2, limits.statusMentions)])[0] ?? '',
    /states a status \d+ times .*more than once in "S0", "S1"/,
    'past the page limit, a section that repeats its status is named',
  );
  assert.equal(pageReport(twin('/h', words(limits.words + 1))).words, limits.words + 1);
  assert.match(writingProblems([twin('/h', words(limits.words + 1))])[0]!, /\/h has 2001 words/);
});

const twins = readTwins(buildDir);

test('the pages keep the writing rules: say each rule once, define terms once, one status line, one notice', () => {
  assert.deepEqual(writingProblems(twins), []);
});
