/**
 * Shared test fixtures. Every test fails on a browser console error or warning
 * or an uncaught page error, unless it declares the messages it expects
 * through `expectConsole` (e.g. the missing-anchor message).
 */
import {test as base, expect, type Page} from '@playwright/test';
import {pages} from '../src/data/pages';

export {expect};
export {pages};

interface Fixtures {
  /** Console messages (type: text) seen so far in this test. */
  consoleMessages: string[];
  /** Patterns of console messages this test expects; they do not fail it. */
  expectConsole: (pattern: RegExp) => void;
  /** True in the 390×844 mobile project. */
  isMobileProject: boolean;
}

export const test = base.extend<Fixtures>({
  isMobileProject: async ({}, use, testInfo) => {
    await use(testInfo.project.name === 'mobile');
  },
  consoleMessages: [
    async ({page}, use) => {
      const messages: string[] = [];
      page.on('console', (msg) => messages.push(`${msg.type()}: ${msg.text()}`));
      page.on('pageerror', (err) => messages.push(`pageerror: ${err.message}`));
      await use(messages);
    },
    {auto: true},
  ],
  expectConsole: [
    async ({consoleMessages}, use) => {
      const allowed: RegExp[] = [];
      await use((pattern) => allowed.push(pattern));
      const unexpected = consoleMessages.filter(
        (m) => /^(error|warning|pageerror):/.test(m) && !allowed.some((re) => re.test(m)),
      );
      expect(unexpected, 'unexpected console errors or warnings').toEqual([]);
    },
    {auto: true},
  ],
});

/** Loads a path and waits until React has hydrated it. */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
}

/** The routes in reading order. */
export const routes = pages.map((p) => p.path);
