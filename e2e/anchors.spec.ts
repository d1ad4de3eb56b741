/**
 * Section links land their heading 70 px below the top (ui.anchorOffsetPx):
 * from the sidebar, the phone drawer, another page, a direct load, back and
 * forward; a missing id logs the spec message. Smooth scrolling and its
 * reduced-motion switch: a11y.spec.ts; a page change starting at the top:
 * pagination.spec.ts.
 */
import type {Page} from '@playwright/test';
import {test, expect, gotoHydrated} from './fixtures';
import {ui} from '../src/data/ui';

const top = (page: Page, id: string) =>
  page.evaluate((i) => document.getElementById(i)?.getBoundingClientRect().top ?? NaN, id);

/** The heading sits 70 px below the top (the page is long enough to get it there: asserted). */
async function expectAtOffset(page: Page, id: string): Promise<void> {
  const room = await page.evaluate(
    (i) =>
      document.documentElement.scrollHeight -
      ((document.getElementById(i)?.getBoundingClientRect().top ?? 0) + window.scrollY) -
      window.innerHeight +
      70,
    id,
  );
  expect(room, `page below #${id} is long enough to scroll it to the top`).toBeGreaterThan(0);
  // Within a pixel: sub-pixel text layout can land the heading at 69.5 px.
  await expect.poll(async () => Math.abs((await top(page, id)) - ui.anchorOffsetPx)).toBeLessThanOrEqual(1);
}

test('a sidebar section link scrolls smoothly to its heading, 70 px below the top @desktop', async ({page}) => {
  await gotoHydrated(page, '/privacy-policy');
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('smooth');
  await page.locator('aside').locator('a[href="/privacy-policy#your-rights"]').click();
  await expect(page).toHaveURL(/#your-rights$/);
  await expectAtOffset(page, 'your-rights');
});

test('a section link in the mobile drawer scrolls to its heading with the offset @mobile', async ({page}) => {
  await gotoHydrated(page, '/privacy-policy');
  await page.getByRole('button', {name: /toggle navigation bar/i}).click();
  const drawer = page.locator('.navbar-sidebar');
  await drawer.locator('a[href="/privacy-policy#security"]').click();
  await expect(page).toHaveURL(/#security$/);
  await expect(drawer).toBeHidden();
  await expectAtOffset(page, 'security');
});

test('a section link to another page opens it at the heading', async ({page}) => {
  await gotoHydrated(page, '/');
  await page.evaluate(() => {
    window.history.pushState({}, '', '/terms-of-use#introduction');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.locator('h1')).toHaveText('Terms of Use');
  await expectAtOffset(page, 'introduction');
});

test('a direct load of /page#anchor leaves 70 px above the heading', async ({page}) => {
  await page.goto('/terms-of-use#fees-and-payment');
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  await expectAtOffset(page, 'fees-and-payment');
});

test('back and forward return to the anchor with the offset', async ({page}) => {
  await gotoHydrated(page, '/privacy-policy#disclosure-of-information');
  await expectAtOffset(page, 'disclosure-of-information');
  await page.locator('.pagination-nav__link--next').click();
  await expect(page).toHaveURL(/\/faq$/);
  await page.goBack();
  await expect(page).toHaveURL(/#disclosure-of-information$/);
  await expectAtOffset(page, 'disclosure-of-information');
  await page.goForward();
  await expect(page).toHaveURL(/\/faq$/);
});

test('a missing id logs the spec message and breaks nothing', async ({page, expectConsole, consoleMessages}) => {
  expectConsole(/Element with id (nowhere-to-be-found|gone-too) not found\./);
  await gotoHydrated(page, '/roadmap#nowhere-to-be-found');
  await expect(page.locator('h1')).toHaveText('Roadmap');
  expect(consoleMessages).toContain(`error: ${ui.missingAnchorMessage('nowhere-to-be-found')}`);
  // Client-side too.
  await page.evaluate(() => {
    window.history.pushState({}, '', '/roadmap#gone-too');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect.poll(() => consoleMessages).toContain(`error: ${ui.missingAnchorMessage('gone-too')}`);
  await expect(page.locator('h1')).toHaveText('Roadmap');
});
