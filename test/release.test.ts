/**
 * The release round-trip: in a temporary copy of the project, cut a version
 * with `npm run release`, build, serve the build like a static host, and check
 * that the current docs (unversioned routes) and the frozen ones (/<v>/…) both
 * work: prev/next lead to the right pages of the same version, sidebar anchors
 * exist on the page, the old version carries the banner pointing to the
 * latest, and the header shows the version menu.
 *
 * Run by `npm run test:release` (part of `npm test`); one extra build.
 */
import {after, before, test} from 'node:test';
import assert from 'node:assert/strict';
import {execFileSync, spawn, type ChildProcess} from 'node:child_process';
import {cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync} from 'node:fs';
import {createServer} from 'node:net';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {pages} from '../src/data/pages';
import {readH2Headings} from '../src/lib/docHeadings';

const root = path.resolve(__dirname, '..');
const skip = new Set(['node_modules', 'build', '.docusaurus', '.git', 'test-results', 'playwright-report']);
const existing: string[] = existsSync(path.join(root, 'versions.json'))
  ? JSON.parse(readFileSync(path.join(root, 'versions.json'), 'utf8'))
  : [];
const version = ['1.0', '0.0.1', '999.0'].find((v) => !existing.includes(v)) ?? '999.9';

let dir = '';
let server: ChildProcess | undefined;
let base = '';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const address = s.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      s.close(() => resolve(port));
    });
  });
}

async function waitForServer(url: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(url)).ok) {
        return;
      }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server at ${url} did not start`);
}

before(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'sx-release-'));
  cpSync(root, dir, {recursive: true, filter: (src) => !skip.has(path.basename(src)) || path.dirname(src) !== root});
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  // "Last updated" reads git history, and the build requires a repository.
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=release-test', '-c', 'user.email=release-test@localhost', ...args], {
      cwd: dir,
      stdio: 'pipe',
    });
  git('init', '-q');
  git('add', '-A');
  git('commit', '-qm', 'snapshot');

  execFileSync('npm', ['run', 'release', '--', version], {cwd: dir, stdio: 'pipe'});
  execFileSync(path.join(dir, 'node_modules/.bin/docusaurus'), ['build'], {cwd: dir, stdio: 'pipe'});

  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  server = spawn(
    process.execPath,
    [path.join(root, 'scripts/serve.mjs'), '--dir', path.join(dir, 'build'), '--port', `${port}`],
    {
      stdio: 'ignore',
    },
  );
  await waitForServer(`${base}/`);
});

after(() => {
  server?.kill();
  if (dir) {
    rmSync(dir, {recursive: true, force: true});
  }
});

async function get(route: string): Promise<string> {
  const res = await fetch(`${base}${route}`);
  assert.equal(res.status, 200, `${route} answers ${res.status}`);
  return res.text();
}

/** Attribute values in Docusaurus's minified HTML (quoted or not). */
function attr(html: string, tag: RegExp, name: string): string[] {
  const out: string[] = [];
  for (const m of html.matchAll(tag)) {
    const a = new RegExp(`\\s${name}=(?:"([^"]*)"|([^\\s>]+))`).exec(m[0]);
    const value = a?.[1] ?? a?.[2];
    if (value !== undefined) {
      out.push(value);
    }
  }
  return out;
}

const ids = (html: string) => new Set(attr(html, /<[a-z0-9]+\s[^>]*\sid=[^>]*>/g, 'id'));
const pagination = (html: string, dir: 'prev' | 'next') =>
  attr(html, new RegExp(`<a[^>]*pagination-nav__link--${dir}[^>]*>`, 'g'), 'href');
const h1 = (html: string) => /<h1[^>]*>([^<]*)</.exec(html)?.[1];

const index = pages.findIndex((p) => p.id === 'tokenomics');
const page = pages[index];
const prev = pages[index - 1];
const next = pages[index + 1];

for (const prefix of ['', `/${version}`]) {
  const label = prefix ? `frozen ${version}` : 'current';

  test(`${label}: /tokenomics serves with prev/next within the same version`, async () => {
    assert.ok(page && prev && next);
    const html = await get(`${prefix}${page.path}`);
    assert.equal(h1(html), 'Tokenomics');
    assert.deepEqual(pagination(html, 'prev'), [`${prefix}${prev.path}`]);
    assert.deepEqual(pagination(html, 'next'), [`${prefix}${next.path}`]);
    for (const target of [prev, next]) {
      const other = await get(`${prefix}${target.path}`);
      assert.ok(ids(other).size > 0 && !/404 Not Found/.test(h1(other) ?? ''), `${prefix}${target.path} is a page`);
    }
  });

  test(`${label}: every sidebar heading link of /tokenomics points at an id on that page`, async () => {
    assert.ok(page);
    const html = await get(`${prefix}${page.path}`);
    const present = ids(html);
    const headings = readH2Headings(path.join(root, 'docs', `${page.id}.mdx`));
    assert.ok(headings.length > 0);
    const links = new Set(attr(html, /<a[^>]*menu__link[^>]*>/g, 'href'));
    for (const {id} of headings) {
      assert.ok(present.has(id), `#${id} missing on ${prefix}${page.path}`);
      assert.ok(links.has(`${prefix}${page.path}#${id}`), `sidebar link ${prefix}${page.path}#${id} missing`);
    }
  });

  test(`${label}: the header has the version menu with both versions`, async () => {
    const html = await get(`${prefix}/tokenomics`);
    const menu = attr(html, /<a[^>]*dropdown__link[^>]*>/g, 'href');
    assert.ok(menu.includes('/tokenomics'), menu.join(' '));
    assert.ok(menu.includes(`/${version}/tokenomics`), menu.join(' '));
  });
}

test('only the frozen version carries the banner, linking to the latest', async () => {
  const current = await get('/tokenomics');
  const frozen = await get(`/${version}/tokenomics`);
  assert.doesNotMatch(current, /theme-doc-version-banner/);
  const banner = /theme-doc-version-banner[\s\S]*?<\/div><\/div>/.exec(frozen)?.[0] ?? '';
  assert.match(banner, new RegExp(`<b>${version.replace('.', '\\.')}</b>`));
  assert.match(banner, /href="?\/tokenomics"?>latest version</);
});

test('the frozen introduction lives at /<version> and the current one at /', async () => {
  assert.equal(h1(await get('/')), 'Introduction');
  assert.equal(h1(await get(`/${version}`)), 'Introduction');
});
