/** The introduction's banner. Every image on every route (local, sized, described, loaded): test/built/pages.test.ts and crawl.spec.ts. */
import {test, expect, gotoHydrated} from './fixtures';
import {bannerArt, banners} from '../src/data/banners';

test('the introduction shows its banner: text over local, sized artwork, within the viewport @responsive', async ({
  page,
}) => {
  await gotoHydrated(page, '/');
  const headline = page.getByText(banners.intro.headline, {exact: true});
  await expect(headline).toBeVisible();
  await expect(page.getByText(banners.intro.subtitle, {exact: true})).toBeVisible();
  const art = page.locator(`img[src$="${bannerArt.src}"]`);
  await expect(art).toHaveAttribute('alt', '');
  await expect(art).toHaveAttribute('width', String(bannerArt.width));
  await expect(art).toHaveAttribute('height', String(bannerArt.height));
  expect(await art.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const box = await art.boundingBox();
  const viewport = page.viewportSize();
  expect(box!.width).toBeLessThanOrEqual(viewport!.width);
});
