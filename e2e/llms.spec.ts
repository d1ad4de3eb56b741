/**
 * "Copy page as Markdown" in the browser. llms.txt and the Markdown copies
 * themselves are read from the build in Node: test/built/llms.test.ts.
 */
import {test, expect, gotoHydrated} from './fixtures';

test('"Copy page as Markdown" puts the page\'s Markdown on the clipboard, served as Markdown', async ({
  page,
  context,
  request,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await gotoHydrated(page, '/tokenomics');
  await page.getByRole('button', {name: 'Copy page as Markdown'}).click();
  await expect(page.getByRole('status').filter({hasText: 'Copied'})).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  const link = page.getByRole('link', {name: 'View as Markdown'});
  await expect(link).toHaveAttribute('href', '/tokenomics.md');
  const twin = await request.get((await link.getAttribute('href')) ?? '');
  expect(twin.headers()['content-type']).toContain('text/markdown');
  expect(copied).toBe(await twin.text());
});
