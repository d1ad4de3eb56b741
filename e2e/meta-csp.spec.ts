/**
 * The build served as GitHub Pages serves it, without build/_headers: the
 * pages' own <meta> policy (src/plugins/security-headers) is all the browser
 * gets. It still blocks an injected inline script and inline event handler,
 * and the site's own scripts (the hashed inline ones, the bundles, a page
 * change, search, the colour mode) run without a single CSP violation. That
 * each page's <meta> equals the header policy is checked in Node
 * (test/built/csp-meta.test.ts).
 */
import type {AddressInfo} from 'node:net';
import {buildDir} from './built';
import {test as base, expect, gotoHydrated, routes} from './fixtures';
import {cspViolations, recordCspViolations} from './pageChecks';
import {useSearch} from './searchDialog';

/** The build on a server of its own that ignores _headers, one per worker. */
const test = base.extend<object, {bareOrigin: string}>({
  bareOrigin: [
    async ({}, use) => {
      // Imported when used: Playwright compiles a spec's static imports to CommonJS, which an .mjs file cannot be.
      const {startServer} = await import('../scripts/serve.mjs');
      const server = await startServer({dir: buildDir, port: 0, headers: false});
      await use(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
      await new Promise((resolve) => server.close(resolve));
    },
    {scope: 'worker'},
  ],
});

test.describe('served without _headers @desktop', () => {
  test('no CSP header comes, and the site’s own scripts run with no violation of the page’s policy', async ({
    page,
    bareOrigin,
  }) => {
    await recordCspViolations(page);
    await page.emulateMedia({colorScheme: 'dark'});
    const response = await page.goto(`${bareOrigin}/`);
    expect(response?.headers()['content-security-policy'], 'this server sends no CSP header').toBeUndefined();
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    const target = routes.find((r) => r !== '/') ?? '/';
    await page.locator(`nav[aria-label="Docs sidebar"] a.menu__link[href="${target}"]`).first().click();
    await expect(page).toHaveURL(`${bareOrigin}${target}`);
    await expect(page.locator('h1').first()).toBeVisible();
    await useSearch(page);
    await page.getByRole('button', {name: /switch between dark and light mode/i}).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    // The reload runs the theme's inline colour-mode script again, now with a stored choice.
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await page.waitForLoadState('networkidle');
    expect(await cspViolations(page), 'CSP violations of the site’s own code').toEqual([]);
  });

  test('the page’s own policy blocks an injected inline script and an inline event handler', async ({
    page,
    bareOrigin,
    expectConsole,
  }) => {
    expectConsole(/Content Security Policy/);
    await recordCspViolations(page);
    await gotoHydrated(page, `${bareOrigin}/`);
    await page.addScriptTag({content: 'window.__byTag = true;'}).catch(() => undefined);
    await page.evaluate(() => {
      const s = document.createElement('script');
      s.textContent = 'window.__byDom = true;';
      document.body.append(s);
      const div = document.createElement('div');
      div.innerHTML = '<img src="data:image/png;base64,AAAA" alt="" onerror="window.__byHandler = true">';
      document.body.append(div);
    });
    await expect
      .poll(async () => (await cspViolations(page)).map((v) => v.split(' ')[0]).sort())
      .toEqual(['script-src-attr', 'script-src-elem', 'script-src-elem']);
    const ran = await page.evaluate(() => {
      const w = window as unknown as Record<string, unknown>;
      return ['__byTag', '__byDom', '__byHandler'].filter((k) => k in w);
    });
    expect(ran, 'injected code that ran').toEqual([]);
  });
});
