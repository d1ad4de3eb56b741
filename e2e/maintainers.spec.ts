import {existsSync, readFileSync} from 'node:fs';
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

  test('the version menu appears only once a version has been released, listing each version', async ({page}) => {
    await gotoHydrated(page, '/tokenomics');
    const file = path.join(__dirname, '..', 'versions.json');
    const versions: string[] = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as string[]) : [];
    // The menu's entries are links in a navbar dropdown, present in the DOM even while it is closed.
    const entries = page.locator('.navbar .dropdown__menu a');
    if (versions.length === 0) {
      await expect(page.locator('.navbar .dropdown')).toHaveCount(0);
      return;
    }
    const labels = (await entries.allInnerTexts()).map((t) => t.trim());
    for (const version of versions) {
      expect(
        labels.some((label) => label.includes(version)),
        `version ${version} in the menu`,
      ).toBe(true);
    }
  });
});
