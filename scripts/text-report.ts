/**
 * After `npm run build`: the writing figures of every current page's Markdown
 * twin (words, status mentions, placeholder notices, inline definitions), then
 * every passage of 25 or more words two pages share, then what breaks the
 * rules that test/built/writing.test.ts checks.
 *   node --import tsx scripts/text-report.ts [build dir]
 */
import path from 'node:path';
import {excerpt, limits, pageReport, readTwins, sharedPassages, writingProblems} from '../test/lib/writing';

const buildDir = path.resolve(process.argv[2] ?? process.env.BUILD_DIR ?? 'build');
const twins = readTwins(buildDir);
const rows = twins.map(pageReport);
const width = Math.max(...rows.map((r) => r.route.length));
console.log(`${'page'.padEnd(width)}  words  status  placeholders  inline definitions`);
for (const r of rows) {
  const flag = (n: number, max: number) => `${n}${n > max ? '!' : ' '}`;
  console.log(
    `${r.route.padEnd(width)}  ${flag(r.words, limits.words).padStart(6)} ${`${r.statusMentions.length}${r.statusMentions.length > limits.statusMentions && r.crowdedSections.length > 0 ? '!' : ' '}`.padStart(6)}  ${flag(r.placeholderNotices, limits.placeholderNotices).padStart(12)}  ${r.inlineDefinitions.length ? `${r.inlineDefinitions.length} (${r.inlineDefinitions.join(', ')})` : '0'}`,
  );
}
const total = rows.reduce((n, r) => n + r.words, 0);
console.log(`${'total'.padEnd(width)}  ${String(total).padStart(6)}\n`);

const shared = sharedPassages(twins).sort((a, b) => b.words - a.words);
console.log(`${shared.length} passage(s) of ${limits.sharedWords}+ words shared by two pages:`);
for (const s of shared) console.log(`  ${s.words} words, ${s.routes.join(' and ')}: "${excerpt(s.passage, 10)}"`);

const problems = writingProblems(twins);
console.log(`\n${problems.length} problem(s) (a "!" above marks a page over a limit).`);
process.exitCode = problems.length ? 1 : 0;
