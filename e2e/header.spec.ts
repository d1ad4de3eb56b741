import {test, expect, gotoHydrated} from './fixtures';
import {brand, ui} from '../src/data/ui';
import {resolveLinks} from '../src/data/links';
import {isLive, phaseOf} from '../src/data/status';

const links = resolveLinks(process.env);

test('the logo is drawn at 243×22 and links to the root @desktop', async ({page}) => {
  await gotoHydrated(page, '/tokenomics');
  const logo = page.locator('.navbar__brand [role="img"]').first();
  await expect(logo).toBeVisible();
  expect(await logo.getAttribute('width')).toBe(String(ui.logo.width));
  expect(await logo.getAttribute('height')).toBe(String(ui.logo.height));
  const box = await logo.boundingBox();
  expect(box?.width).toBeCloseTo(ui.logo.width, 0);
  expect(box?.height).toBeCloseTo(ui.logo.height, 0);
  // Drawn inline: the link is named by the drawing's label.
  const home = page.locator('.navbar__brand').first();
  await expect(home).toHaveAccessibleName(`${brand.name} home`);
  await home.click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('h1')).toHaveText('Introduction');
});

test('Launch App opens the external app in a new window @desktop', async ({page}) => {
  await gotoHydrated(page, '/');
  const button = page.getByRole('link', {name: new RegExp(ui.launchAppLabel)});
  await expect(button).toBeVisible();
  await expect(button).toHaveAttribute('href', links.app);
  await expect(button).toHaveAttribute('target', '_blank');
  await expect(button).toHaveAttribute('rel', 'noopener noreferrer');
  // Until the phase that ships the swap, the button says when the app is planned (src/data/status.ts).
  const phase = phaseOf('swap');
  if (isLive('swap')) {
    await expect(button).not.toContainText(`Phase ${phase.number}`);
  } else {
    await expect(button).toContainText(`Phase ${phase.number}`);
    await expect(button).toHaveAccessibleName(
      new RegExp(`planned for Phase ${phase.number}: ${phase.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
    );
  }
});

test('Launch App is in the mobile menu with the same attributes @mobile', async ({page}) => {
  await gotoHydrated(page, '/');
  await page.getByRole('button', {name: /toggle navigation bar/i}).click();
  const button = page.locator('.navbar-sidebar').getByRole('link', {name: new RegExp(ui.launchAppLabel)});
  await expect(button).toBeVisible();
  await expect(button).toHaveAttribute('href', links.app);
  await expect(button).toHaveAttribute('target', '_blank');
  await expect(button).toHaveAttribute('rel', 'noopener noreferrer');
});

test('the search button reads "Ask Or Search" with the Ctrl + K hint @responsive', async ({page, isMobileProject}) => {
  await gotoHydrated(page, '/');
  const button = page.locator('.navbar').getByRole('button', {name: new RegExp(ui.searchLabel)});
  await expect(button).toBeVisible();
  await expect(button).toContainText(ui.searchLabel);
  await expect(button.locator('kbd')).toHaveText(ui.searchHint);
  if (!isMobileProject) {
    await expect(button.locator('kbd')).toBeVisible();
  }
});

test('the header stays fixed at the top while scrolling', async ({page}) => {
  await gotoHydrated(page, '/privacy-policy');
  await page.mouse.wheel(0, 1500);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  const box = await page.locator('nav.navbar').boundingBox();
  expect(box?.y).toBe(0);
  expect(box?.height).toBe(ui.anchorOffsetPx);
});
