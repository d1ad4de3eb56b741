import {execFileSync} from 'node:child_process';
import {defineConfig, devices} from '@playwright/test';
import {chromiumArgs, findTestBrowser} from './e2e/chromium';

/**
 * A free port for this run's own server, chosen once in the main process and
 * handed to the workers through the environment (they re-read this file).
 * E2E_PORT pins it; a busy port fails the run instead of testing a foreign server.
 */
function freePort(): string {
  const script =
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})";
  return execFileSync(process.execPath, ['-e', script], {encoding: 'utf8'}).trim();
}
process.env.E2E_PORT ??= freePort();
const port = Number(process.env.E2E_PORT);

/**
 * A build without patches (SX_STOCK=1 npm run build, src/plugins/patches.ts)
 * runs the functional suite: tests tagged @budget (bytes and loading order the
 * patches buy) and @patched (what a patch does, e.g. the server HTML kept at
 * load) are left out. BUILD_DIR serves another folder than build/.
 */
const stock = process.env.SX_STOCK === '1';
const buildDir = process.env.BUILD_DIR ?? 'build';

/**
 * End-to-end tests against the production build (npm run build), served the
 * way a static host serves it (scripts/serve.mjs, with build/_headers).
 * Every test runs once, at desktop width, unless width matters to it:
 * @mobile runs only at 390×844, @responsive at both widths, @desktop only at 1280×800.
 * @quiet: a test that measures time; `npm test` runs it last, when no other stage loads the machine.
 */
export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: Number(process.env.E2E_RETRIES ?? (process.env.CI ? 1 : 0)),
  // test:mutants stops at the first failing test (E2E_MAX_FAILURES=1).
  maxFailures: Number(process.env.E2E_MAX_FAILURES ?? 0),
  workers: 2,
  timeout: 30_000,
  expect: {timeout: 7_000},
  reporter: process.env.CI ? [['list'], ['html', {open: 'never'}]] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {executablePath: findTestBrowser(), args: chromiumArgs},
  },
  projects: [
    {
      name: 'desktop',
      grepInvert: stock ? /@mobile|@budget|@patched/ : /@mobile/,
      use: {...devices['Desktop Chrome'], viewport: {width: 1280, height: 800}, channel: undefined},
    },
    {
      name: 'mobile',
      grep: /@mobile|@responsive/,
      grepInvert: stock ? /@budget|@patched/ : undefined,
      use: {...devices['Pixel 7'], viewport: {width: 390, height: 844}, channel: undefined},
    },
  ],
  webServer: {
    command: `node scripts/serve.mjs --port ${port} --dir ${buildDir}`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
