/**
 * Privacy and Content-Security-Policy, in a real browser against the build
 * served with build/_headers: after a search and a colour-mode switch, no
 * cookie, no request to another host, no storage but the colour-mode choice,
 * no CSP violation (the same on every route, at both widths, in both modes:
 * crawl.spec.ts). Plus the headers themselves, security.txt and
 * official-links.json. The same build served without _headers, with only the
 * pages' own <meta> policy: meta-csp.spec.ts.
 */
import {test, expect, gotoHydrated, routes, pages} from './fixtures';
import {colorModeStorageKey, siteUrl} from './built';
import {allowedHosts, linkIds, resolveLinks} from '../src/data/links';
import {inlineScripts, scriptHash} from '../src/plugins/security-headers/headers';
import {cspViolations, recordCspViolations, recordForeignRequests} from './pageChecks';
import {useSearch} from './searchDialog';
import {whitepaperPdfFile} from '../src/lib/markdown/paths';

const links = resolveLinks(process.env);

test.describe('privacy and CSP', () => {
  test('after a search, still no cookie, no third party, no storage but the colour mode, no CSP violation', async ({
    page,
    context,
    baseURL,
  }) => {
    const foreign = recordForeignRequests(page, baseURL);
    await recordCspViolations(page);
    await gotoHydrated(page, routes[routes.length - 1] ?? '/');
    await useSearch(page);
    await page.waitForLoadState('networkidle');
    expect(await cspViolations(page), 'CSP violations').toEqual([]);
    expect(foreign, 'requests to other hosts').toEqual([]);
    expect(await context.cookies(), 'cookies').toEqual([]);
    expect(
      (await page.evaluate(() => Object.keys(window.localStorage))).filter((k) => k !== colorModeStorageKey()),
      'localStorage keys',
    ).toEqual([]);
    expect(await page.evaluate(() => window.sessionStorage.length), 'sessionStorage keys').toBe(0);
  });

  test('switching the colour mode stores only the choice, with no CSP violation @desktop', async ({page, context}) => {
    await recordCspViolations(page);
    await page.emulateMedia({colorScheme: 'dark'});
    await gotoHydrated(page, '/');
    await page.getByRole('button', {name: /switch between dark and light mode/i}).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    expect(await page.evaluate(() => Object.keys(window.localStorage))).toEqual([colorModeStorageKey()]);
    expect(await page.evaluate(() => window.sessionStorage.length)).toBe(0);
    expect(await context.cookies()).toEqual([]);
    expect(await cspViolations(page)).toEqual([]);
  });

  test('the CSP really blocks an injected inline script', async ({page, expectConsole}) => {
    expectConsole(/Content Security Policy/);
    await recordCspViolations(page);
    await gotoHydrated(page, '/');
    await page.evaluate(() => {
      const s = document.createElement('script');
      s.textContent = 'window.__injected = true;';
      document.body.append(s);
    });
    // One report per policy that blocks it: the header's and the page's own <meta>.
    await expect.poll(async () => (await cspViolations(page)).length).toBeGreaterThan(0);
    for (const violation of await cspViolations(page)) {
      expect(violation).toMatch(/^script-src-elem blocked inline/);
    }
    expect(await page.evaluate(() => (window as unknown as {__injected?: boolean}).__injected)).toBeUndefined();
  });
});

test.describe('response headers @desktop', () => {
  const required = {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'cross-origin-opener-policy': 'same-origin',
    'x-frame-options': 'DENY',
  };

  test('every route is served with the strict CSP, hashes of its inline scripts and no caching', async ({request}) => {
    for (const route of [...routes, '/no-such-page']) {
      const res = await request.get(route);
      const headers = res.headers();
      for (const [name, value] of Object.entries(required)) {
        expect(headers[name], `${route} ${name}`).toBe(value);
      }
      expect(headers['permissions-policy'], route).toMatch(/(^|, )camera=\(\)/);
      expect(headers['permissions-policy'], route).toMatch(/(^|, )microphone=\(\)/);
      expect(headers['permissions-policy'], route).toMatch(/(^|, )geolocation=\(\)/);
      const csp = headers['content-security-policy'] ?? '';
      const directive = (name: string) => csp.split(/;\s*/).find((d) => d.startsWith(`${name} `)) ?? '';
      expect(directive('default-src')).toBe("default-src 'self'");
      expect(directive('object-src')).toBe("object-src 'none'");
      expect(directive('base-uri')).toBe("base-uri 'self'");
      expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'");
      expect(directive('script-src')).not.toMatch(/unsafe|\*|https?:/);
      for (const body of inlineScripts(await res.text())) {
        expect(directive('script-src'), `${route}: inline script hashed`).toContain(scriptHash(body));
      }
      if (res.status() === 200) {
        expect(headers['cache-control'], route).toBe('no-cache');
      }
    }
  });

  test('the whitepaper is served at the site root as a PDF', async ({request}) => {
    const res = await request.get(`/${whitepaperPdfFile}`);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('application/pdf');
  });

  test('hashed assets are cached for a year, immutable', async ({request}) => {
    const html = await (await request.get('/')).text();
    // Stylesheet links, and the scripts named in the page's script loader (src/ssr/template.ts).
    const assets = [...html.matchAll(/(?:(?:src|href)=["']?|")(\/assets\/[^"'\s>]+)/g)].map((m) => m[1] ?? '');
    expect(assets.filter((a) => a.endsWith('.css')).length).toBeGreaterThan(0);
    expect(assets.filter((a) => a.endsWith('.js')).length).toBeGreaterThan(1);
    for (const asset of assets) {
      const res = await request.get(asset);
      expect(res.status(), asset).toBe(200);
      expect(res.headers()['cache-control'], asset).toBe('public, max-age=31536000, immutable');
      expect(res.headers()['content-security-policy'], asset).toBeTruthy();
    }
  });
});

test.describe('verifiable identity @desktop', () => {
  test('/.well-known/security.txt follows RFC 9116 with values from the links module', async ({request}) => {
    const res = await request.get('/.well-known/security.txt');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toMatch(/^text\/plain/);
    const text = await res.text();
    const field = (name: string) =>
      text
        .split('\n')
        .filter((l) => l.startsWith(`${name}: `))
        .map((l) => l.slice(name.length + 2));
    const bugBounty = pages.find((p) => p.key === 'bugbounty');
    expect(field('Contact')).toEqual([links.securityEmail]);
    expect(field('Policy')).toEqual([new URL(bugBounty?.path.slice(1) ?? '', siteUrl()).href]);
    expect(field('Canonical')).toEqual([new URL('.well-known/security.txt', siteUrl()).href]);
    expect(field('Preferred-Languages')).toEqual(['en']);
    const expires = field('Expires');
    expect(expires).toHaveLength(1);
    const days = (Date.parse(expires[0] ?? '') - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(0);
    expect(days).toBeLessThanOrEqual(365);
  });

  test('/official-links.json lists every official address and domain from the links module', async ({request}) => {
    const res = await request.get('/official-links.json');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toMatch(/^application\/json/);
    const json = (await res.json()) as {site: string; links: {id: string; url: string}[]; domains: string[]};
    expect(json.site).toBe(siteUrl());
    expect(json.links.map((l) => [l.id, l.url])).toEqual(linkIds.map((id) => [id, links[id]]));
    expect(json.domains).toEqual(allowedHosts(links));
  });
});
