import {test, expect} from '@playwright/test';
import {pages} from '../src/data/pages';

// Small phones: no route makes the whole page scroll sideways; wide tables scroll in their own box.
test('no route is wider than a 320 px screen @desktop', async ({page}) => {
  await page.setViewportSize({width: 320, height: 800});
  for (const p of pages) {
    await page.goto(p.path);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect.soft(width, p.path).toBeLessThanOrEqual(320);
  }
});
