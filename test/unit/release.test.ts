import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {versionMarkdownLinks, versionRoute} from '../../scripts/release';

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

test('components read facts through useSiteData(), so a released version can hand them its frozen copy', () => {
  const dir = path.resolve(__dirname, '../../src/components');
  const offenders: string[] = [];
  for (const file of readdirSync(dir, {recursive: true, encoding: 'utf8'})) {
    if (!/\.tsx?$/.test(file)) continue;
    const source = readFileSync(path.join(dir, file), 'utf8');
    // Value imports of a data module (type-only imports are erased and fine); context is the reader itself.
    for (const m of source.matchAll(/^import\s+(?!type\s)[^;]*?from\s+'([^']*\/data\/(?!context')[^']*)'/gm)) {
      if (!/\/data\/(links|pages)'$/.test(`${m[1]}'`)) offenders.push(`${file}: ${m[1]}`);
    }
  }
  assert.deepEqual(offenders, []);
});
