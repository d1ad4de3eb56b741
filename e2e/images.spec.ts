/** The introduction's banner. Every image on every route (local, sized, described, loaded): test/built/pages.test.ts and crawl.spec.ts. */
import {test, expect, gotoHydrated} from './fixtures';
import {banners} from '../src/data/banners';

test('the introduction shows its banner: text over inline artwork, within the viewport @responsive', async ({page}) => {
  await gotoHydrated(page, '/');
  const headline = page.getByText(banners.intro.headline, {exact: true});
  await expect(headline).toBeVisible();
  await expect(page.getByText(banners.intro.subtitle, {exact: true})).toBeVisible();
  // The artwork is drawn inline and hidden from assistive technology; its gradients are its own.
  const art = page.locator('svg[aria-hidden="true"]', {has: page.locator('linearGradient')}).first();
  await expect(art).toBeVisible();
  const ids = await page.evaluate(() => Array.from(document.querySelectorAll('[id]'), (el) => el.id));
  expect(
    ids.filter((id, i) => ids.indexOf(id) !== i),
    'ids used twice on the page',
  ).toEqual([]);
  const box = await art.boundingBox();
  const viewport = page.viewportSize();
  expect(box!.width).toBeLessThanOrEqual(viewport!.width);
});
