/** The introduction's banner. Every image on every route (local, sized, described, loaded): test/built/pages.test.ts and crawl.spec.ts. */
import {test, expect, gotoHydrated} from './fixtures';
import {banners} from '../src/data/banners';

test('the introduction shows its banner, local and sized, within the viewport @responsive', async ({page}) => {
  await gotoHydrated(page, '/');
  const banner = page.getByRole('img', {name: banners.intro.alt});
  await expect(banner).toBeVisible();
  await expect(banner).toHaveAttribute('width', String(banners.intro.width));
  await expect(banner).toHaveAttribute('height', String(banners.intro.height));
  expect(await banner.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const box = await banner.boundingBox();
  const viewport = page.viewportSize();
  expect(box!.width).toBeLessThanOrEqual(viewport!.width);
});
