import type {Locator, Page} from '@playwright/test';
import {test, expect, gotoHydrated} from './fixtures';
import {banners} from '../src/data/banners';
import {switchColourMode} from './pageChecks';

/**
 * The home banner's headline and subtitle are HTML text over the artwork: at
 * every width and in both colour modes they are inside the banner (never
 * clipped), readable in size, and in AA contrast with the brightest artwork
 * pixel behind them (measured on a screenshot with the text hidden).
 */

/**
 * The lowest WCAG contrast between the text's colour and any artwork pixel
 * behind its box: a screenshot with the text hidden, decoded and compared by
 * the page itself (so only one number crosses back).
 */
async function worstContrastBehind(page: Page, text: Locator, ink: readonly number[]): Promise<number> {
  const box = (await text.boundingBox())!;
  await text.evaluate((el: HTMLElement) => (el.style.visibility = 'hidden'));
  const png = await page.screenshot({clip: box});
  await text.evaluate((el: HTMLElement) => (el.style.visibility = ''));
  return page.evaluate(
    async ({b64, ink}) => {
      const lum = (c: readonly number[]) => {
        const [r = 0, g = 0, b = 0] = c.map((v) => {
          const s = v / 255;
          return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * r + 0.7152 * g + 0.0722 * b;
      };
      const img = new Image();
      img.src = `data:image/png;base64,${b64}`;
      await img.decode();
      const canvas = document.createElement('canvas');
      canvas.width = img.width;
      canvas.height = img.height;
      const ctx = canvas.getContext('2d')!;
      ctx.drawImage(img, 0, 0);
      const {data} = ctx.getImageData(0, 0, img.width, img.height);
      const inkLum = lum(ink);
      let worst = Infinity;
      for (let i = 0; i < data.length; i += 4) {
        const l = lum([data[i]!, data[i + 1]!, data[i + 2]!]);
        const [hi, lo] = l > inkLum ? [l, inkLum] : [inkLum, l];
        worst = Math.min(worst, (hi + 0.05) / (lo + 0.05));
      }
      return worst;
    },
    {b64: png.toString('base64'), ink},
  );
}

test('banner text at 320, 390 and 1280 px, light and dark: inside, readable, AA contrast @desktop', async ({page}) => {
  // One load serves every width and mode: the layout follows the viewport, the colour mode the system setting, live.
  for (const [w, width] of [320, 390, 1280].entries()) {
    await page.setViewportSize({width, height: 900});
    for (const [i, mode] of (['light', 'dark'] as const).entries()) {
      if (w === 0 && i === 0) {
        await page.emulateMedia({colorScheme: mode});
        await gotoHydrated(page, '/');
      }
      await switchColourMode(page, mode);
      const headline = page.getByText(banners.intro.headline, {exact: true});
      const subtitle = page.getByText(banners.intro.subtitle, {exact: true});
      await expect(headline).toBeVisible();
      await expect(subtitle).toBeVisible();
      const banner = headline.locator('xpath=../..');
      const outer = (await banner.boundingBox())!;
      expect(outer.width, `${width} px: banner width`).toBeLessThanOrEqual(width);

      for (const [name, el, minPx] of [
        ['headline', headline, 24],
        ['subtitle', subtitle, 16],
      ] as const) {
        const box = (await el.boundingBox())!;
        expect(box.x, `${width} px: ${name} left`).toBeGreaterThanOrEqual(outer.x);
        expect(box.y, `${width} px: ${name} top`).toBeGreaterThanOrEqual(outer.y);
        expect(box.x + box.width, `${width} px: ${name} right`).toBeLessThanOrEqual(outer.x + outer.width + 0.5);
        expect(box.y + box.height, `${width} px: ${name} bottom`).toBeLessThanOrEqual(outer.y + outer.height + 0.5);
        const style = await el.evaluate((e) => {
          const cs = getComputedStyle(e);
          return {size: parseFloat(cs.fontSize), color: cs.color, overflow: e.scrollWidth - e.clientWidth};
        });
        expect(style.size, `${width} px: ${name} font size`).toBeGreaterThanOrEqual(minPx);
        expect(style.overflow, `${width} px: ${name} cut off sideways`).toBeLessThanOrEqual(0);
        const ink = style.color.match(/\d+/g)!.slice(0, 3).map(Number);
        const worst = await worstContrastBehind(page, el, ink);
        expect(worst, `${width} px, ${mode}: ${name} contrast with the artwork behind it`).toBeGreaterThanOrEqual(4.5);
      }
    }
  }
});
