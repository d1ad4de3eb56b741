/**
 * The facts for programs in the build (src/plugins/facts): /facts.json and
 * each released version's validate against /facts.schema.json and equal the
 * data modules' values; the pages print them (each fact's printed value is on
 * a page its group links to); /changes.atom is Atom; /integrity.json lists
 * every Markdown twin, the PDF, the facts and official-links.json with the
 * right SHA-256 and the commit; llms.txt and every page's head point to them.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {pages} from '../../src/data/pages';
import {markdownFileFor} from '../../src/lib/markdown/paths';
import {factGroups, factValues, type FactGroup} from '../../src/plugins/facts/changes';
import {factsOf, type Facts} from '../../src/plugins/facts/facts';
import {factsFiles} from '../../src/plugins/facts/files';
import {integrityListed, sha256, type Integrity} from '../../src/plugins/facts/integrity';
import {currentSources, releasedVersions, versionSources} from '../../src/plugins/facts/load';
import {atomProblems, factsValidator} from '../lib/atom';
import {buildDir, builtFiles} from './files';

const root = path.resolve(__dirname, '..', '..');
const read = (rel: string): string => readFileSync(path.join(buildDir, rel), 'utf8');
const json = <T>(rel: string): T => JSON.parse(read(rel)) as T;
const facts = json<Facts>(factsFiles.facts);
const validate = factsValidator(json(factsFiles.schema));

test('facts.json and every released version’s validate against facts.schema.json', () => {
  assert.deepEqual(validate(facts), [], 'facts.json');
  for (const v of releasedVersions(root)) {
    const rel = `${v}/${factsFiles.facts}`;
    assert.ok(existsSync(path.join(buildDir, rel)), `${rel} is missing`);
    assert.deepEqual(validate(json(rel)), [], rel);
    assert.equal(json<Facts>(rel).version, v);
  }
});

test('facts.json is what the data modules say (src/data, and versioned_data/ for a release)', async () => {
  const expected = (s: Parameters<typeof factsOf>[0]) => JSON.parse(JSON.stringify(factsOf(s, facts.$schema)));
  assert.deepEqual(facts, expected(currentSources()));
  for (const v of releasedVersions(root)) {
    assert.deepEqual(json(`${v}/${factsFiles.facts}`), expected(await versionSources(root, v)), v);
  }
});

/** The Markdown twins of a group's pages: what the pages print, as text. */
function printed(group: FactGroup): string {
  return factGroups[group].pages
    .map((key) => pages.find((p) => p.key === key))
    .map((p) => (p ? read(markdownFileFor(p.path)) : ''))
    .join('\n');
}

test('the pages print the numbers of facts.json (fees, allocations, vesting, presale, bounty, chain, token)', () => {
  const numeric = /(Bps|Percent|percent|Usd|Months|chainId)$/;
  const missing = factValues(facts)
    .filter((f) => ['fees', 'allocations', 'vesting', 'presale', 'bounty', 'chain', 'token'].includes(f.group))
    .filter((f) => numeric.test(f.key))
    .filter((f) => !printed(f.group).includes(f.value))
    .map((f) => `${f.label} = ${f.value} (not on ${factGroups[f.group].pages.join(', ')})`);
  assert.deepEqual(missing, []);
});

test('the roadmap page prints the current phase, and the official links are those of official-links.json', () => {
  const phase = facts.roadmap.phases.find((p) => p.number === facts.roadmap.currentPhase);
  assert.ok(phase && printed('roadmap').includes(phase.name), 'current phase name on /roadmap');
  const official = json<{links: {id: string; url: string}[]}>(factsFiles.officialLinks);
  assert.deepEqual(
    facts.links.map((l) => [l.id, l.url]),
    official.links.map((l) => [l.id, l.url]),
  );
});

test('changes.atom is a valid Atom feed whose entries link to built pages', () => {
  const {problems, entries} = atomProblems(read(factsFiles.feed));
  assert.deepEqual(problems, []);
  if (releasedVersions(root).length === 0) {
    assert.equal(entries.length, 0, 'no release, no change');
  }
});

test('the What Changed page says so when nothing changed', () => {
  const page = pages.find((p) => p.key === 'changes');
  assert.ok(page);
  if (releasedVersions(root).length === 0) {
    assert.match(read(markdownFileFor(page.path)), /Nothing has changed/);
  }
});

test('integrity.json: the SHA-256 of every twin, the PDF, the facts and official links, with the commit', () => {
  const integrity = json<Integrity>(factsFiles.integrity);
  assert.equal(integrity.algorithm, 'sha256');
  const expected = builtFiles(integrityListed).map((f) => path.relative(buildDir, f).split(path.sep).join('/'));
  assert.deepEqual(Object.keys(integrity.files).sort(), expected, 'the files listed are those of the build');
  for (const must of [factsFiles.facts, factsFiles.officialLinks, markdownFileFor('/tokenomics')]) {
    assert.ok(must in integrity.files, `${must} is listed`);
  }
  if (process.env.SX_WHITEPAPER !== 'skip') {
    assert.ok(
      Object.keys(integrity.files).some((f) => f.endsWith('.pdf')),
      'the whitepaper PDF is listed',
    );
  }
  for (const [rel, hash] of Object.entries(integrity.files)) {
    assert.equal(sha256(readFileSync(path.join(buildDir, rel))), hash, `${rel}: the digest does not match the file`);
  }
  const head = execFileSync('git', ['rev-parse', 'HEAD'], {cwd: root, encoding: 'utf8'}).trim();
  assert.match(integrity.commit ?? '', /^[0-9a-f]{40}$/);
  // A build made from an older commit than the tree's (run npm run build again) is allowed; from nowhere, not.
  execFileSync('git', ['cat-file', '-e', `${integrity.commit ?? ''}^{commit}`], {cwd: root});
  assert.ok(head.length === 40);
});

test('llms.txt lists the facts, the schema, the feed and the checksums; every page links the feed', () => {
  const llms = read('llms.txt');
  for (const file of [factsFiles.facts, factsFiles.schema, factsFiles.feed, factsFiles.integrity]) {
    assert.ok(llms.includes(`/${file}`), `llms.txt lists ${file}`);
  }
  for (const file of builtFiles((rel) => rel.endsWith('.html'))) {
    const html = readFileSync(file, 'utf8');
    if (!/<article/.test(html)) continue;
    assert.match(
      html,
      new RegExp(
        `<link[^>]*rel="?alternate"?[^>]*type="?application/atom\\+xml"?[^>]*${factsFiles.feed.replace('.', '\\.')}`,
      ),
      `${path.relative(buildDir, file)} links the changes feed in its head`,
    );
  }
});
