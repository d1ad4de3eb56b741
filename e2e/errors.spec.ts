import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {test, expect, gotoHydrated} from './fixtures';
import {ui} from '../src/data/ui';

/** The bundler chunk name of a doc's content, read from the build's registry. */
function contentChunkName(docFile: string): string {
  const registry = readFileSync(path.join(__dirname, '..', '.docusaurus', 'registry.js'), 'utf8');
  const match = new RegExp(
    `"([0-9a-f]+)": \\[\\(\\) => import\\(/\\* webpackChunkName: "[^"]+" \\*/ "@site/docs/${docFile}"\\)`,
  ).exec(registry);
  if (!match?.[1]) {
    throw new Error(`No chunk for docs/${docFile} in .docusaurus/registry.js: run the build first.`);
  }
  return match[1];
}

const roadmapChunk = new RegExp(`/assets/js/${contentChunkName('roadmap.mdx')}\\.[0-9a-f]+\\.js$`);

/** Counts full page loads (document requests) of the main frame. */
function countLoads(page: Page): {count: () => number} {
  let loads = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
      loads += 1;
    }
  });
  return {count: () => loads};
}

async function openRoadmapFromSidebar(page: Page, isMobile: boolean): Promise<void> {
  if (isMobile) {
    await page.getByRole('button', {name: /toggle navigation bar/i}).click();
    await page.locator('.navbar-sidebar').getByRole('link', {name: 'Roadmap', exact: true}).click();
  } else {
    await page.locator('aside').getByRole('link', {name: 'Roadmap', exact: true}).click();
  }
}

test('a rendering crash shows the error heading, the message and a retry @responsive', async ({
  page,
  expectConsole,
  isMobileProject,
}) => {
  expectConsole(/Simulated render failure|error occurred in the <|React will try to recreate/);
  await page.route(roadmapChunk, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    const broken = body.replace('children:"', 'children:(()=>{throw new Error("Simulated render failure")})()||"');
    expect(broken).not.toBe(body);
    await route.fulfill({response, body: broken});
  });
  await gotoHydrated(page, '/');
  await openRoadmapFromSidebar(page, isMobileProject);
  await expect(page.getByRole('heading', {level: 1})).toHaveText(ui.errorTitle);
  await expect(page.getByTestId('error-detail')).toContainText('Simulated render failure');
  await expect(page.getByRole('button', {name: ui.tryAgain})).toBeVisible();
  // The header and the way home still work.
  await expect(page.locator('nav.navbar')).toBeVisible();
  await page.getByRole('link', {name: 'Go to the introduction'}).click();
  await expect(page.locator('h1')).toHaveText('Introduction');
});

// How a failed chunk recovers does not depend on the width: checked on desktop (the error screen: at both widths, above).
test('a chunk that fails during navigation reloads once, and the reload shows the page from its server HTML @patched', async ({
  page,
  expectConsole,
}) => {
  expectConsole(/Failed to load resource|ChunkLoadError|Loading chunk/);
  await page.route(roadmapChunk, (route) => route.abort('failed'));
  // What each page finds in sessionStorage as it starts: the reload must find the marker (a second failure then shows the error screen).
  await page.addInitScript(() => {
    (window as Window & {sxStartStorage?: string}).sxStartStorage = JSON.stringify(sessionStorage);
  });
  const loads = countLoads(page);
  await gotoHydrated(page, '/');
  expect(loads.count()).toBe(1);
  await openRoadmapFromSidebar(page, false);
  // The page's content needs no chunk on a first load (src/lib/client/serverHtml).
  await expect(page.locator('h1')).toHaveText('Roadmap');
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  expect(page.url()).toMatch(/\/roadmap$/);
  // Exactly one fresh load, and no loop afterwards.
  expect(loads.count()).toBe(2);
  expect(
    await page.evaluate(() => (window as Window & {sxStartStorage?: string}).sxStartStorage),
    'the page being left during a failed page change writes the retry marker (src/clientModules/chunkRecovery.ts)',
  ).toContain('/roadmap');
  await page.waitForTimeout(1500);
  expect(loads.count()).toBe(2);
  await expect.poll(() => page.evaluate(() => sessionStorage.length)).toBe(0);
});

test('a page that needs its chunk at load (its head unusable, as a release page) reloads once, then shows the error with a working retry', async ({
  page,
  expectConsole,
}) => {
  expectConsole(/Failed to load resource|ChunkLoadError|Loading chunk/);
  // A head naming another page: the browser renders the page from its whole module, as a released version's page.
  await page.route(/\/roadmap$/, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    const changed = body.replace(/("permalink":")\/roadmap"/, '$1/elsewhere"');
    expect(changed, 'the built page has no head naming its page (src/theme/DocItem)').not.toBe(body);
    await route.fulfill({response, body: changed});
  });
  await page.route(roadmapChunk, (route) => route.abort('failed'));
  const loads = countLoads(page);
  await page.goto('/roadmap');
  await expect(page.getByRole('heading', {level: 1})).toHaveText(ui.errorTitle);
  await expect(page.getByRole('alert')).toContainText(/Loading chunk \S+ failed/);
  expect(loads.count()).toBe(2);
  await page.waitForTimeout(1500);
  expect(loads.count()).toBe(2);
  // The connection comes back: "Try again" loads the page.
  await page.unroute(roadmapChunk);
  await page.getByRole('button', {name: ui.tryAgain}).click();
  await expect(page.locator('h1')).toHaveText('Roadmap');
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
});

test('a chunk that recovers on the reload shows the page and clears the marker', async ({page, expectConsole}) => {
  expectConsole(/Failed to load resource|ChunkLoadError|Loading chunk/);
  let failures = 0;
  await page.route(roadmapChunk, async (route) => {
    if (failures === 0) {
      failures += 1;
      await route.abort('failed');
    } else {
      await route.continue();
    }
  });
  await gotoHydrated(page, '/');
  await openRoadmapFromSidebar(page, false);
  await expect(page.locator('h1')).toHaveText('Roadmap');
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  expect(failures).toBe(1);
  await expect.poll(() => page.evaluate(() => sessionStorage.length)).toBe(0);
});
