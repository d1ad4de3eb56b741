/**
 * `npm test` (scripts/test.mjs) runs every test script of package.json, each
 * after what it needs, and nothing that is not there.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {selected, stages} from '../../scripts/test.mjs';

const pkg = JSON.parse(readFileSync(path.join(__dirname, '..', '..', 'package.json'), 'utf8')) as {
  scripts: Record<string, string>;
};
/** The test scripts that are not part of `npm test`, and why (MAINTAINERS.md, README.md). */
const notInNpmTest: Record<string, string> = {
  'test:stock': 'builds without patches into build/: run after changing a patch',
  'test:mutants': 'plants faults and runs the tests that must catch them',
};

test('every stage runs an npm script that exists, after the stages it needs', () => {
  assert.equal(pkg.scripts.test, 'node scripts/test.mjs', 'npm test runs the stages of scripts/test.mjs');
  for (const [i, stage] of stages.entries()) {
    const script = /^npm run (\S+)/.exec(stage.run)?.[1];
    if (script) assert.ok(pkg.scripts[script], `stage ${stage.name}: package.json has no script "${script}"`);
    for (const need of stage.needs ?? []) {
      const at = stages.findIndex((s) => s.name === need);
      assert.ok(at >= 0 && at < i, `stage ${stage.name} needs "${need}", which must be a stage listed before it`);
    }
  }
});

test('every test script of package.json is a stage of npm test, or says why not', () => {
  const run = new Set(stages.map((s) => /^npm run (\S+)/.exec(s.run)?.[1]));
  for (const name of Object.keys(pkg.scripts).filter((n) => n.startsWith('test:') || n === 'lint' || n === 'build')) {
    assert.ok(
      run.has(name) || name in notInNpmTest,
      `package.json's "${name}" is not run by npm test: add a stage to scripts/test.mjs, or say why here`,
    );
  }
});

test('a stage named alone brings what it needs', () => {
  assert.deepEqual(
    selected(['e2e']).map((s) => s.name),
    ['tools', 'build', 'e2e'],
  );
  // The timed end-to-end tests run after every other stage, so nothing else loads the machine then.
  const quiet = stages.find((s) => /--grep @quiet/.test(s.run));
  assert.ok(quiet, 'a stage runs the @quiet end-to-end tests');
  const before = new Set(selected([quiet.name]).map((s) => s.name));
  assert.deepEqual(
    stages.filter((s) => !before.has(s.name)).map((s) => s.name),
    [],
    `the @quiet stage (${quiet.name}) must need every other stage, so it runs last`,
  );

  assert.throws(() => selected(['no-such-stage']), /No stage "no-such-stage"/);
});
