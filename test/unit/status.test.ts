/**
 * The project-state switch (src/data/status.ts, roadmap.ts, audits.ts), the
 * placeholder report and the deploy gate. The built-page check of both
 * phases is test/phase-switch.test.ts (npm run test:phase).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {execFileSync, spawnSync} from 'node:child_process';
import path from 'node:path';
import {features, isLive, phaseOf, type Feature, type FeatureId} from '../../src/data/status';
import {roadmap, currentPhase} from '../../src/data/roadmap';
import {audits} from '../../src/data/audits';
import {glossary} from '../../src/data/glossary';
import {linkDefs, linkIds, resolveLinks} from '../../src/data/links';
import {allPlaceholders, placeholderFacts} from '../../src/data/placeholders';
import {legal} from '../../src/data/legal';

const root = path.join(__dirname, '..', '..');
const ids = Object.keys(features) as FeatureId[];

test('every feature ships in a phase of the roadmap', () => {
  for (const id of ids) {
    assert.equal(phaseOf(id).number, features[id].phase, id);
  }
});

test('a feature is live exactly from the phase that ships it, in both directions', () => {
  for (const id of ids) {
    for (const {number} of roadmap) {
      assert.equal(isLive(id, number), number >= features[id].phase, `${id} at phase ${number}`);
    }
  }
  // Today's switch: something is planned while the project is before its last phase.
  if (currentPhase < Math.max(...roadmap.map((p) => p.number))) {
    assert.ok(ids.some((id) => !isLive(id)));
  }
});

test('every call to action names the app link it opens', () => {
  for (const id of ids) {
    const f: Feature = features[id];
    assert.equal(Boolean(f.cta), Boolean(f.app), id);
    if (f.app) assert.ok(linkIds.includes(f.app.to), `${id} opens ${f.app.to}`);
  }
});

test('each published audit is complete: auditor, scope, version, ISO date, https report', () => {
  for (const a of audits) {
    assert.ok(a.auditor && a.scope && a.version, JSON.stringify(a));
    assert.match(a.date, /^\d{4}-\d{2}-\d{2}$/);
    assert.equal(new URL(a.reportUrl).protocol, 'https:');
  }
});

test('glossary terms are defined in lower-case prose without a final full stop', () => {
  for (const [id, {term, definition}] of Object.entries(glossary)) {
    assert.ok(term.length > 0, id);
    assert.doesNotMatch(definition, /\.$/, id);
  }
});

test('the placeholder report lists the unconfirmed facts and every .example link, and only those', () => {
  const all = allPlaceholders(resolveLinks({}));
  for (const p of placeholderFacts) assert.ok(all.includes(p.field), p.field);
  assert.ok(all.includes('links.app'));
  assert.ok(!all.includes('links.rpc'));
  // Real addresses for every link leave only the facts.
  const env = Object.fromEntries(
    linkIds.map((id) => [
      linkDefs[id].env,
      linkDefs[id].kind === 'email' ? `mailto:${id}@sx.test` : `https://${id}.sx.test`,
    ]),
  );
  assert.deepEqual(
    allPlaceholders(resolveLinks(env)),
    placeholderFacts.map((p) => p.field),
  );
  // Each listed fact exists in its data module.
  for (const p of placeholderFacts) {
    const [mod, key] = p.field.split('.');
    assert.equal(mod, 'legal');
    assert.ok(key! in legal, p.field);
  }
});

function deploy(...args: string[]) {
  return spawnSync('node', ['--import', 'tsx', 'scripts/deploy.ts', '--dry-run', ...args], {
    cwd: root,
    encoding: 'utf8',
    env: {...process.env, FORCE_COLOR: '0'},
  });
}

test('deploy refuses while placeholders remain, naming them, and goes ahead with --preview', () => {
  const refused = deploy();
  assert.equal(refused.status, 1);
  assert.match(refused.stderr, /Refusing to deploy: \d+ placeholder/);
  for (const p of allPlaceholders()) assert.ok(refused.stderr.includes(p), p);
  assert.match(refused.stderr, /--preview/);
  const preview = deploy('--preview');
  assert.equal(preview.status, 0, preview.stderr);
});

test('npm run deploy runs the gate', () => {
  const pkg = JSON.parse(
    execFileSync('node', ['-p', 'JSON.stringify(require("./package.json"))'], {cwd: root, encoding: 'utf8'}),
  );
  assert.match(pkg.scripts.deploy, /scripts\/deploy\.ts/);
});
