import {test, expect, gotoHydrated, routes} from './fixtures';
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

for (const route of routes) {
  test(`every image on ${route} is local, sized and has alt text`, async ({page, baseURL}) => {
    await gotoHydrated(page, route);
    const images = await page.locator('img').evaluateAll((imgs) =>
      imgs.map((img) => ({
        src: (img as HTMLImageElement).currentSrc || (img as HTMLImageElement).src,
        alt: img.getAttribute('alt'),
        width: img.getAttribute('width'),
        height: img.getAttribute('height'),
        loaded: (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
        visible: img.getClientRects().length > 0,
      })),
    );
    for (const img of images) {
      expect(new URL(img.src).origin, `${route}: ${img.src}`).toBe(new URL(baseURL!).origin);
      expect(img.alt, `${route}: ${img.src} alt`).not.toBeNull();
      expect(img.width, `${route}: ${img.src} width`).toMatch(/^\d+$/);
      expect(img.height, `${route}: ${img.src} height`).toMatch(/^\d+$/);
      if (img.visible) {
        expect(img.loaded, `${route}: ${img.src} loaded`).toBe(true);
      }
    }
  });
}
