/**
 * Bad URLs never crash the site or leave a blank screen: unknown paths, `..`
 * segments, very long paths, encoded and odd characters, script-looking
 * queries and hashes for ids that do not exist all end on the not-found
 * screen (HTTP 404) or on the page itself, with its h1, on a direct load and
 * after client-side navigation. (What the not-found screen holds, a way home,
 * every page and search: test/built/pages.test.ts on 404.html. Chunk
 * failures: errors.spec.ts.)
 */
import type {Page} from '@playwright/test';
import {test, expect, gotoHydrated, pages} from './fixtures';
import {ui} from '../src/data/ui';

const tokenomics = pages.find((p) => p.key === 'tokenomics');
const tokenomicsPath = tokenomics?.path ?? '';

/** Loads a URL and returns the status; fails on any script the URL manages to run. */
async function load(page: Page, url: string): Promise<number | undefined> {
  page.on('dialog', (dialog) => {
    throw new Error(`a dialog opened: ${dialog.message()}`);
  });
  const response = await page.goto(url);
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  expect(await page.evaluate(() => (window as unknown as {__pwned?: boolean}).__pwned)).toBeUndefined();
  return response?.status();
}

async function expectNotFound(page: Page, status: number | undefined, url = ''): Promise<void> {
  expect(status, url).toBe(404);
  await expect(page.getByRole('heading', {level: 1}), url).toHaveText(ui.errorTitle);
  await expect(page.getByTestId('error-detail'), url).toHaveText(ui.notFoundStatus);
}

async function expectTokenomics(page: Page, status: number | undefined): Promise<void> {
  expect(status).toBe(200);
  await expect(page.getByRole('heading', {level: 1})).toHaveText(tokenomics?.label ?? '');
  await expect(page.locator('article')).toBeVisible();
}

const notFound: [string, string][] = [
  ['an unknown path', '/no-such-page'],
  ['an unknown nested path', `${tokenomicsPath}/extra/deeper`],
  ['a 2,000-character path', `/${'a'.repeat(2000)}`],
  ['a 2,000-character path below a page', `${tokenomicsPath}/${'b'.repeat(2000)}`],
  ['an encoded NUL byte', '/%00'],
  ['an encoded NUL after a page', `${tokenomicsPath}%00`],
  ['an encoded path traversal', '/%2e%2e/%2e%2e/etc/passwd'],
  ['encoded slashes with ..', '/..%2f..%2fpackage.json'],
  ['a malformed percent escape', '/%E0%A4%A'],
  ['an encoded emoji', '/%F0%9F%9A%80'],
  ['a raw emoji', '/🚀'],
  ['an encoded space and quotes', '/a%20%22b%22%27c'],
  ['script-looking path', '/%3Cscript%3Ewindow.__pwned=true%3C%2Fscript%3E'],
  ['a build file', '/_headers'],
];

test.describe('bad URLs', () => {
  // A few per test, so the two workers share them.
  const groups = [notFound.slice(0, 5), notFound.slice(5, 10), notFound.slice(10)];
  for (const group of groups) {
    test(`${group.map(([what]) => what).join('; ')}: the not-found screen with status 404`, async ({
      page,
      expectConsole,
    }) => {
      expectConsole(/Failed to load resource: .*404/);
      for (const [, url] of group) {
        await expectNotFound(page, await load(page, url), url);
        expect(await page.content(), url).not.toContain('"name": "sx-docs"');
      }
    });
  }

  test('`..` segments resolve to the page they point at', async ({page}) => {
    await expectTokenomics(page, await load(page, `/no-such-dir/..${tokenomicsPath}`));
    await expect(page).toHaveURL(new RegExp(`${tokenomicsPath}$`));
  });

  test('a query string that looks like a script is ignored', async ({page}) => {
    const query = encodeURIComponent('"><img src=x onerror="window.__pwned=true"><script>window.__pwned=true</script>');
    await expectTokenomics(page, await load(page, `${tokenomicsPath}?q=${query}&docusaurus-theme=${query}`));
  });

  test('a hash for a missing, malformed, huge or script-looking id keeps the page', async ({page, expectConsole}) => {
    expectConsole(/Element with id .* not found\./);
    for (const hash of [
      '#no-such-id',
      '#%00',
      '#%E0%A4%A',
      '#%F0%9F%9A%80',
      `#${'x'.repeat(2000)}`,
      '#"><img src=x onerror="window.__pwned=true">',
    ]) {
      await page.goto('about:blank'); // a fresh document each time: only the hash differs
      await expectTokenomics(page, await load(page, `${tokenomicsPath}${hash}`));
    }
  });

  test('client-side navigation to bad paths shows the not-found screen, then recovers', async ({page}) => {
    await gotoHydrated(page, '/');
    for (const url of ['/missing/route', '/%00', `/${'c'.repeat(2000)}`, '/🚀', `${tokenomicsPath}/..%2f..%2fx`]) {
      await page.evaluate((u) => {
        window.history.pushState({}, '', u);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, url);
      await expect(page.getByRole('heading', {level: 1}), url).toHaveText(ui.errorTitle);
      await expect(page.getByTestId('error-detail'), url).toHaveText(ui.notFoundStatus);
    }
    await page
      .getByRole('navigation', {name: 'All pages'})
      .getByRole('link', {name: tokenomics?.label ?? ''})
      .click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText(tokenomics?.label ?? '');
  });
});
