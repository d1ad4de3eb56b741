/**
 * Keyboard use and motion: skip link, visible focus from header through
 * sidebar to content and back, the mobile menu as a dialog (focus trapped,
 * Esc and close return it), and reduced motion. Axe and heading order on every
 * route, in both colour modes, at both widths: crawl.spec.ts.
 */
import type {Locator, Page} from '@playwright/test';
import {test, expect, gotoHydrated} from './fixtures';

/** What the keyboard focus is on: region, label, and whether a focus ring shows. */
async function focusInfo(page: Page): Promise<{region: string; label: string; ring: boolean}> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) {
      return {region: 'none', label: '', ring: false};
    }
    const region = el.closest('.navbar-sidebar')
      ? 'menu'
      : el.closest('nav.navbar')
        ? 'header'
        : el.closest('.theme-doc-sidebar-container')
          ? 'sidebar'
          : el.closest('main')
            ? 'main'
            : el.closest('[class*="skipToContent"]') || /skip/i.test(el.textContent ?? '')
              ? 'skip'
              : 'other';
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const shadow = style.boxShadow !== 'none' && style.boxShadow !== '';
    return {
      region,
      label: (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40),
      ring: outline || shadow,
    };
  });
}

test.describe('keyboard', () => {
  test('the skip link is the first Tab stop and moves focus to the main content', async ({page}) => {
    await gotoHydrated(page, '/tokenomics');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', {name: /skip to main content/i});
    await expect(skip).toBeFocused();
    expect((await focusInfo(page)).ring, 'skip link shows focus').toBe(true);
    await page.keyboard.press('Enter');
    const focusedInMain = () =>
      page.evaluate(() => {
        const el = document.activeElement;
        const main = document.querySelector('main');
        return Boolean(el && main && (main.contains(el) || el.contains(main)));
      });
    await expect.poll(focusedInMain).toBe(true);
    await page.keyboard.press('Tab');
    expect((await focusInfo(page)).region).toBe('main');
  });

  test('Tab goes header → sidebar → content with a visible focus ring, Shift+Tab goes back @desktop', async ({
    page,
  }) => {
    await gotoHydrated(page, '/tokenomics');
    const seen: {region: string; label: string; ring: boolean}[] = [];
    for (let i = 0; i < 120; i++) {
      await page.keyboard.press('Tab');
      const info = await focusInfo(page);
      seen.push(info);
      if (info.region === 'main') {
        break;
      }
    }
    const regions = seen.map((s) => s.region).filter((r, i, all) => r !== all[i - 1]);
    expect(regions).toEqual(['skip', 'header', 'sidebar', 'main']);
    expect(
      seen.filter((s) => !s.ring).map((s) => `${s.region}: ${s.label}`),
      'focus without a visible ring',
    ).toEqual([]);
    await page.keyboard.press('Shift+Tab');
    expect((await focusInfo(page)).region).toBe('sidebar');
  });

  async function openMenu(page: Page): Promise<Locator> {
    const toggle = page.getByRole('button', {name: /toggle navigation bar/i});
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(1);
    await expect.poll(async () => (await focusInfo(page)).region, 'focus moves into the menu').toBe('menu');
    return toggle;
  }

  test('the mobile menu keeps focus inside while open; Esc and close return it to the toggle @mobile', async ({
    page,
  }) => {
    await gotoHydrated(page, '/tokenomics');
    const toggle = await openMenu(page);
    const outside: string[] = [];
    for (let i = 0; i < 60; i++) {
      await page.keyboard.press(i < 45 ? 'Tab' : 'Shift+Tab');
      const info = await focusInfo(page);
      if (info.region !== 'menu') {
        outside.push(`${info.region}: ${info.label}`);
      }
      if (!info.ring) {
        outside.push(`no focus ring: ${info.label}`);
      }
    }
    expect(outside, 'focus left the open menu or was invisible').toEqual([]);

    await page.keyboard.press('Escape');
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
    await expect(toggle).toBeFocused();

    await openMenu(page);
    await page.getByRole('button', {name: /close navigation bar/i}).focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
    await expect(toggle).toBeFocused();
  });
});

test('smooth scrolling only without prefers-reduced-motion', async ({page}) => {
  await gotoHydrated(page, '/');
  const behaviour = () => page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior);
  await page.emulateMedia({reducedMotion: 'no-preference'});
  expect(await behaviour()).toBe('smooth');
  await page.emulateMedia({reducedMotion: 'reduce'});
  expect(await behaviour()).toBe('auto');
});
