/**
 * Small phones (320 px): no word of a page's main text is split across lines
 * (splitWords, pageChecks.ts), and no route makes the whole page scroll
 * sideways (wide tables scroll in their own box). At 390 px both are checked
 * in the crawl's phone visit (crawl.spec.ts).
 */
import {test, expect} from '@playwright/test';
import {pages} from '../src/data/pages';
import {splitWords} from './pageChecks';

test('at 320 px no route is wider than the screen and no word is split across lines @desktop', async ({page}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({width: 320, height: 800});
  for (const p of pages) {
    await page.goto(p.path);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect.soft(width, `${p.path}: page width at 320 px`).toBeLessThanOrEqual(320);
    const split = await page.evaluate(splitWords);
    expect.soft(split, `${p.path} at 320 px: words split across lines`).toEqual([]);
  }
});
