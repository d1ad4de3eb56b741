import {existsSync} from 'node:fs';
import path from 'node:path';
import {test, expect, gotoHydrated} from './fixtures';
import {resolveLinks} from '../src/data/links';

test.describe('edit links, dates and versions', () => {
  test('each page links to its source in the docs repository and shows when it was last updated', async ({page}) => {
    await gotoHydrated(page, '/tokenomics');
    const edit = page.locator('a.theme-edit-this-page');
    await expect(edit).toHaveText(/Edit this page/);
    const href = (await edit.getAttribute('href')) ?? '';
    expect(href.startsWith(resolveLinks(process.env).docsRepository)).toBe(true);
    expect(href).toMatch(/\/docs\/tokenomics\.mdx$/);
    const time = page.locator('.theme-last-updated time');
    await expect(time).toBeVisible();
    expect(Number.isNaN(Date.parse((await time.getAttribute('datetime')) ?? ''))).toBe(false);
  });

  test('the version menu appears only once a version has been released', async ({page}) => {
    await gotoHydrated(page, '/tokenomics');
    const released = existsSync(path.join(__dirname, '..', 'versions.json'));
    await expect(page.locator('.navbar a.dropdown__link[href="/tokenomics"]')).toHaveCount(released ? 1 : 0);
  });
});
