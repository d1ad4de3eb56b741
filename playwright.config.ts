import {defineConfig, devices} from '@playwright/test';
import {chromiumArgs, findChromium} from './e2e/chromium';

const port = Number(process.env.E2E_PORT ?? 3100);

/**
 * End-to-end tests against the production build (npm run build), served the
 * way a static host serves it (scripts/serve.mjs, with build/_headers).
 * Tests tagged @desktop run only at desktop width, @mobile only at 390×844.
 */
export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 30_000,
  expect: {timeout: 7_000},
  reporter: process.env.CI ? [['list'], ['html', {open: 'never'}]] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {executablePath: findChromium(), args: chromiumArgs},
  },
  projects: [
    {
      name: 'desktop',
      grepInvert: /@mobile/,
      use: {...devices['Desktop Chrome'], viewport: {width: 1280, height: 800}, channel: undefined},
    },
    {
      name: 'mobile',
      grepInvert: /@desktop/,
      use: {...devices['Pixel 7'], viewport: {width: 390, height: 844}, channel: undefined},
    },
  ],
  webServer: {
    command: `node scripts/serve.mjs --port ${port}`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
