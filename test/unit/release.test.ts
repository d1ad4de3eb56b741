import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {execFileSync} from 'node:child_process';
import {mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {freezeDataImports, refusal, versionMarkdownLinks, versionRoute} from '../../scripts/release';

const routes = new Set(['/', '/tokenomics', '/faq']);

test('versionRoute prefixes page routes with the version and keeps the hash', () => {
  assert.equal(versionRoute('/tokenomics#utility', '1.0', routes), '/1.0/tokenomics#utility');
  assert.equal(versionRoute('/#core-features', '1.0', routes), '/1.0#core-features');
  assert.equal(versionRoute('/', '2.1.0', routes), '/2.1.0');
  assert.equal(versionRoute('/faq/', '1.0', routes), '/1.0/faq');
});

test('versionRoute leaves static files, unknown routes and external links alone', () => {
  assert.equal(versionRoute('/img/logo.svg', '1.0', routes), '/img/logo.svg');
  assert.equal(versionRoute('/sx-whitepaper.pdf', '1.0', routes), '/sx-whitepaper.pdf');
  assert.equal(versionRoute('https://example.org/faq', '1.0', routes), 'https://example.org/faq');
  assert.equal(versionRoute('#local', '1.0', routes), '#local');
});

test('versionMarkdownLinks rewrites Markdown links between pages only', () => {
  const source =
    'See [Tokenomics](/tokenomics#utility), [home](/) and ![logo](/img/logo.svg). <Link to="/faq">x</Link>';
  assert.equal(
    versionMarkdownLinks(source, '1.0', routes),
    'See [Tokenomics](/1.0/tokenomics#utility), [home](/1.0) and ![logo](/img/logo.svg). <Link to="/faq">x</Link>',
  );
});

// Parts of the frame, shown outside any page's content (no page provides facts there), may import
// today's facts: the error screens' wording, and the placeholder mark of the frame's edit link (on a
// page, the mark reads the page's facts).
const frameImports = new Set([
  'ErrorScreen/index.tsx: @site/src/data/ui',
  'Placeholder/index.tsx: @site/src/data/placeholders',
]);

test('components read facts through useSiteData(), so a released version can hand them its frozen copy', () => {
  const dir = path.resolve(__dirname, '../../src/components');
  const offenders: string[] = [];
  for (const file of readdirSync(dir, {recursive: true, encoding: 'utf8'})) {
    if (!/\.tsx?$/.test(file)) continue;
    const source = readFileSync(path.join(dir, file), 'utf8');
    // Value imports of a data module (type-only imports are erased and fine); context is the reader itself.
    for (const m of source.matchAll(/^import\s+(?!type\s)[^;]*?from\s+'([^']*\/data\/(?!context')[^']*)'/gm)) {
      // format (wording and number formats) and unset (a function of the facts it is given) hold no facts.
      if (!/\/data\/(links|pages|format|unset)'$/.test(`${m[1]}'`) && !frameImports.has(`${file}: ${m[1]}`)) {
        offenders.push(`${file}: ${m[1]}`);
      }
    }
  }
  assert.deepEqual(offenders, [], 'read these facts with useSiteData() (src/data/context) instead of importing them');
});

test('freezeDataImports points a page at its version snapshot and exports it for the components', () => {
  const page =
    "---\ntitle: X\n---\n\nimport {fees} from '@site/src/data/fees';\nimport FeeFlow from '@site/src/components/FeeFlow';\n\nText.\n";
  const frozen = freezeDataImports(page, '1.0');
  assert.match(
    frozen,
    /^---\ntitle: X\n---\n\nexport \* as siteData from '@site\/versioned_data\/version-1\.0\/all';\n/,
  );
  assert.match(frozen, /import \{fees\} from '@site\/versioned_data\/version-1\.0\/fees';/);
  assert.match(frozen, /import FeeFlow from '@site\/src\/components\/FeeFlow';/);
  assert.doesNotMatch(frozen, /@site\/src\/data/);
});

/** A minimal project tree: docs/, src/data/, versions.json. */
function project(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'sx-refusal-'));
  for (const [file, text] of Object.entries({
    'docs/a.mdx': '# A\n',
    'src/data/fees.ts': 'export const x = 1;\n',
    ...files,
  })) {
    mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

test('refusal names what is wrong: malformed, existing, leftovers of an unfinished release, unfreezable imports', () => {
  const clean = project({'versions.json': '["1.0"]'});
  try {
    assert.equal(refusal('1.1', clean), undefined);
    assert.match(refusal('v1', clean) ?? '', /not a version/);
    assert.match(refusal(undefined, clean) ?? '', /not a version/);
    assert.match(refusal('1.0', clean) ?? '', /already exists/);
    mkdirSync(path.join(clean, 'versioned_data/version-1.1'), {recursive: true});
    assert.match(refusal('1.1', clean) ?? '', /unfinished release.*versioned_data\/version-1\.1/);
  } finally {
    rmSync(clean, {recursive: true, force: true});
  }
  const relative = project({'docs/b.mdx': "import {fees} from '../src/data/fees';\n"});
  const outside = project({'src/data/bad.ts': "import {x} from '../lib/x';\n"});
  try {
    assert.match(refusal('1.0', relative) ?? '', /docs\/b\.mdx imports '\.\.\/src\/data\/fees'/);
    assert.match(refusal('1.0', outside) ?? '', /src\/data\/bad\.ts imports '\.\.\/lib\/x'/);
  } finally {
    rmSync(relative, {recursive: true, force: true});
    rmSync(outside, {recursive: true, force: true});
  }
});

test('npm run release refuses with a message and exit code 1, writing nothing', () => {
  const dir = project({'versions.json': '["1.0"]'});
  symlinkSync(path.resolve(__dirname, '../../node_modules'), path.join(dir, 'node_modules'), 'dir');
  const script = path.resolve(__dirname, '../../scripts/release.ts');
  try {
    for (const bad of ['1.0', 'latest']) {
      assert.throws(
        () => execFileSync(process.execPath, ['--import', 'tsx', script, bad], {cwd: dir, stdio: 'pipe'}),
        (e: {status: number; stderr: Buffer}) => e.status === 1 && /refused/.test(e.stderr.toString()),
      );
    }
    assert.deepEqual(readdirSync(dir).sort(), ['docs', 'node_modules', 'src', 'versions.json']);
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
});
