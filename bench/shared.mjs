/** Small pieces the benchmark scripts share. */
import {execFileSync, spawn} from 'node:child_process';
import {cpSync, mkdtempSync, symlinkSync} from 'node:fs';
import {createServer} from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** A free TCP port on 127.0.0.1, for a benchmark's own server. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const {port} = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** Queries the search benchmarks time and compare engines on (the quality set is search-queries.json). */
export const smokeQueries = [
  'how do I connect my wallet',
  'what is the swap fee',
  'when do presale tokens arrive',
  'tokenom',
  'slipage',
  'bridg',
  'tokenomics',
  'governance',
];

/**
 * Typical queries for what one search downloads (budgets.json spa.searchKiB): a word, a fee, a question, a
 * product (bench/search-bytes.mjs, test/built/search-bytes.test.ts).
 */
export const typicalSearches = ['staking', 'swap fee', 'how do I connect my wallet', 'bridge'];

/**
 * Serves a built site with scripts/serve.mjs on 127.0.0.1 (on `port`, or a free one) and resolves
 * once it answers: `{origin, stop}`.
 */
export async function serveBuild(dir, {port} = {}) {
  const at = port ?? (await freePort());
  const child = spawn(process.execPath, ['scripts/serve.mjs', '--port', String(at), '--dir', dir], {
    cwd: root,
    stdio: 'ignore',
  });
  const origin = `http://127.0.0.1:${at}`;
  // A server left over on a fixed port would answer for this one: serve.mjs exits when the port is taken.
  let exited = false;
  child.on('exit', () => (exited = true));
  for (let i = 0; i < 150; i++) {
    if (exited) {
      throw new Error(`${dir} could not be served on port ${at}: is another server still listening there?`);
    }
    try {
      if ((await fetch(`${origin}/`)).ok) {
        return {origin, stop: () => child.kill()};
      }
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  throw new Error(`${dir} did not serve`);
}

/** The machine's load averages (1, 5, 15 min), as the bench reports them beside its figures: "1.2 / 0.9 / 0.8". */
export const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' / ');

/** What a copy of the project leaves out: installed packages (linked instead), build output, caches, git. */
const notCopied = new Set(['node_modules', 'build', '.docusaurus', '.git', 'test-results', 'playwright-report', 'tmp']);

/**
 * A temporary copy of the project as the working tree has it, to build without touching the checkout:
 * node_modules linked, not copied, and a git repository of one commit (the build reads "last updated"
 * from git). `{dir, git}`, where `git(...args)` runs git in the copy and throws if it fails; the caller
 * removes `dir`.
 */
export function projectCopy(prefix) {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  cpSync(root, dir, {recursive: true, filter: (src) => !notCopied.has(path.basename(src))});
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  const git = (...args) =>
    execFileSync('git', ['-c', 'user.name=bench', '-c', 'user.email=bench@localhost', ...args], {
      cwd: dir,
      stdio: 'pipe',
    });
  git('init', '-q');
  git('add', '-A');
  git('commit', '-qm', 'snapshot');
  return {dir, git};
}
