/**
 * Search ("Ask Or Search"): opening and closing, results as you type,
 * keyboard use, landing on a section with the 70 px offset, the no-match
 * state, bad input, the phone layout, and lazy loading (nothing of search is
 * requested before the dialog opens). Ranking (titles, prefixes, typos,
 * questions) is checked in Node on the built index: test/built/search.test.ts.
 */
import type {Locator, Page} from '@playwright/test';
import {test, expect, gotoHydrated} from './fixtures';
import {axeViolations, switchColourMode} from './pageChecks';
import {ui} from '../src/data/ui';
import {readH2Headings} from '../src/lib/docHeadings';
import {roadmap} from '../src/data/roadmap';
import type {SearchManifest, SearchPayload} from '../src/lib/search/engine';

const searchButton = (page: Page): Locator => page.getByRole('button', {name: ui.searchLabel});
const dialog = (page: Page): Locator => page.getByRole('dialog', {name: 'Search the documentation'});
const input = (page: Page): Locator => dialog(page).getByRole('combobox');
const options = (page: Page): Locator => dialog(page).getByRole('option');

async function openWithButton(page: Page): Promise<void> {
  await searchButton(page).click();
  await expect(input(page)).toBeFocused();
}

/** Types a query and waits until the dialog shows results or a message. */
async function searchFor(page: Page, query: string): Promise<void> {
  await input(page).fill(query);
  await expect(dialog(page).getByText(/Loading the search index/)).toHaveCount(0);
}

/**
 * Room below the content, so even a page's last section can scroll up to the
 * offset (outside React's root, so it survives client-side navigation).
 */
async function addScrollRoom(page: Page): Promise<void> {
  await page.evaluate(() => {
    const room = document.createElement('div');
    room.style.height = '150vh';
    document.body.append(room);
  });
}

/** Top of an element relative to the viewport, once smooth scrolling has settled. */
async function settledTop(page: Page, id: string): Promise<number> {
  const top = () => page.evaluate((i) => document.getElementById(i)?.getBoundingClientRect().top ?? NaN, id);
  await expect
    .poll(async () => {
      const a = await top();
      await page.waitForTimeout(120);
      return Math.abs(a - (await top()));
    })
    .toBeLessThan(0.5);
  return top();
}

/**
 * The section ends up `ui.anchorOffsetPx` below the top once scrolling stops.
 * Polled: on a loaded machine the page change can start after a first quiet
 * moment, so one settled reading may come before the scroll.
 */
async function expectAtAnchor(page: Page, id: string): Promise<void> {
  await expect
    .poll(async () => Math.abs((await settledTop(page, id)) - ui.anchorOffsetPx), {
      message: `#${id} should settle ${ui.anchorOffsetPx} px below the top`,
      timeout: 15_000,
    })
    .toBeLessThanOrEqual(2);
}

test.describe('opening and closing', () => {
  test('the header button shows the label and the Ctrl + K hint and opens the dialog', async ({page}) => {
    await gotoHydrated(page, '/');
    await expect(searchButton(page)).toBeVisible();
    await expect(searchButton(page)).toContainText(ui.searchHint.replace(/\s+/g, ' ')); // Linux: not a Mac
    await openWithButton(page);
    await expect(dialog(page)).toBeVisible();
  });

  test('Control+K, Meta+K and "/" each open the dialog @desktop', async ({page}) => {
    await gotoHydrated(page, '/tokenomics');
    for (const shortcut of ['Control+k', 'Meta+k', '/']) {
      await page.keyboard.press(shortcut);
      await expect(dialog(page), `${shortcut} opens the dialog`).toBeVisible();
      await expect(input(page)).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(dialog(page)).toBeHidden();
    }
  });

  test('the shortcut pressed right after Esc opens the dialog again @desktop', async ({page}) => {
    await gotoHydrated(page, '/');
    await page.keyboard.press('Control+k');
    await input(page).fill('swap fee');
    await expect(options(page).first()).toBeVisible();
    // No wait between the two: the close that Esc started must not close the reopened dialog.
    await page.keyboard.press('Escape');
    await page.keyboard.press('Control+k');
    await page.waitForTimeout(300);
    await expect(dialog(page)).toBeVisible();
    await expect(input(page)).toBeFocused();
  });

  test('"/" typed into a text field types a slash instead @desktop', async ({page}) => {
    await gotoHydrated(page, '/');
    await page.evaluate(() => {
      const field = document.createElement('input');
      field.id = 'probe';
      field.setAttribute('aria-label', 'probe');
      document.querySelector('main')?.prepend(field);
    });
    await page.locator('#probe').focus();
    await page.keyboard.press('/');
    await expect(page.locator('#probe')).toHaveValue('/');
    await expect(dialog(page)).toBeHidden();
  });

  test('Esc closes the dialog and returns focus to the button', async ({page}) => {
    await gotoHydrated(page, '/');
    await openWithButton(page);
    await input(page).fill('swap');
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await expect(searchButton(page)).toBeFocused();
  });

  test('Esc returns focus to whatever had it before a shortcut opened search @desktop', async ({page}) => {
    await gotoHydrated(page, '/');
    const link = page.locator('.theme-doc-sidebar-menu a').first();
    await link.focus();
    await page.keyboard.press('Control+k');
    await expect(input(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await expect(link).toBeFocused();
  });

  test('a click outside the dialog closes it @desktop', async ({page}) => {
    await gotoHydrated(page, '/');
    await openWithButton(page);
    await page.mouse.click(20, 780);
    await expect(dialog(page)).toBeHidden();
    await expect(searchButton(page)).toBeFocused();
    // It opens again, with the index already loaded.
    await openWithButton(page);
    await searchFor(page, 'tokenomics');
    await expect(options(page).first()).toBeVisible();
  });
});

test.describe('results', () => {
  test('results come as you type, with page, section heading and highlighted words', async ({page}) => {
    await gotoHydrated(page, '/');
    await openWithButton(page);
    await input(page).pressSequentially('governan');
    const first = options(page).first();
    await expect(first).toBeVisible();
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(first).toHaveAttribute('href', /^\/governance/);
    await expect(first.locator('mark').first()).toHaveText(/^governan/i);
  });

  test('arrow keys move through results and Enter lands on the section 70 px below the top @desktop', async ({
    page,
  }) => {
    const target = readH2Headings('docs/tokenomics.mdx').find((h) => h.id === 'deflationary-mechanisms');
    expect(target, 'docs/tokenomics.mdx has the Deflationary Mechanisms section').toBeTruthy();
    await gotoHydrated(page, '/');
    await addScrollRoom(page);
    await openWithButton(page);
    await searchFor(page, target!.text);
    await expect(options(page).first()).toHaveAttribute('href', `/tokenomics#${target!.id}`);
    const count = await options(page).count();
    expect(count).toBeGreaterThan(1);
    await page.keyboard.press('ArrowDown');
    await expect(options(page).nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(options(page).first()).toHaveAttribute('aria-selected', 'false');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(options(page).nth(count - 1)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(options(page).first()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(dialog(page)).toBeHidden();
    await expect(page).toHaveURL(`/tokenomics#${target!.id}`);
    await expectAtAnchor(page, target!.id);
  });

  test('a query with no match says so and offers the FAQ and Support pages', async ({page}) => {
    await gotoHydrated(page, '/tokenomics');
    await openWithButton(page);
    await searchFor(page, 'qqxzvj');
    await expect(dialog(page).getByText('No results for “qqxzvj”.')).toBeVisible();
    await expect(options(page)).toHaveCount(0);
    await expect(dialog(page).getByRole('link', {name: 'FAQ'})).toHaveAttribute('href', '/faq');
    await expect(dialog(page).getByRole('link', {name: 'Support'})).toHaveAttribute('href', '/support');
    await dialog(page).getByRole('link', {name: 'Support'}).click();
    await expect(page).toHaveURL('/support');
    await expect(dialog(page)).toBeHidden();
  });
});

test('an index that fails to load says so, offers help, and loads on the next opening @desktop', async ({
  page,
  expectConsole,
}) => {
  expectConsole(/Failed to load resource/);
  await page.route('**/search/manifest.json', (route) => route.abort());
  await gotoHydrated(page, '/');
  await openWithButton(page);
  await input(page).fill('tokenomics');
  await expect(dialog(page).getByText('Search could not be loaded.', {exact: false})).toBeVisible();
  await expect(dialog(page).getByRole('link', {name: 'FAQ'})).toBeVisible();
  await page.unroute('**/search/manifest.json');
  await page.keyboard.press('Escape');
  await openWithButton(page);
  await expect(options(page).first()).toHaveAttribute('href', /^\/tokenomics/);
});

test('snippets come from the page text files; a failed one leaves the results without snippets @desktop', async ({
  page,
  expectConsole,
}) => {
  await gotoHydrated(page, '/');
  await openWithButton(page);
  await searchFor(page, 'slippage');
  const first = options(page).first();
  // The snippet is the section's text around the match, with the match marked.
  await expect(
    first
      .locator('mark')
      .filter({hasText: /^slippage$/i})
      .first(),
  ).toBeVisible();
  await page.keyboard.press('Escape');

  expectConsole(/Failed to load resource/);
  await page.route('**/search/text-*.json', (route) => route.abort());
  await gotoHydrated(page, '/faq');
  await openWithButton(page);
  const textFailed = page.waitForEvent('requestfailed', (r) => r.url().includes('/search/text-'));
  await searchFor(page, 'slippage');
  await textFailed;
  // The same results, each with its page and heading, and no snippet.
  await expect(options(page).first()).toHaveAttribute('href', /#/);
  expect(
    await dialog(page)
      .locator('[role="option"] > span')
      .evaluateAll((spans) => spans.length),
  ).toBe(2 * (await options(page).count()));
});

test('the indexed text keeps words of adjacent parts apart (figure captions, timeline, page buttons) @desktop', async ({
  request,
}) => {
  const manifest = (await (await request.get('/search/manifest.json')).json()) as SearchManifest;
  const payload = (await (await request.get(`/search/${manifest.index}`)).json()) as SearchPayload;
  const pageText = async (path: string): Promise<string> => {
    const n = payload.pages.findIndex((p) => p.path === path);
    expect(n, path).toBeGreaterThanOrEqual(0);
    const file = payload.pageText.replace('{n}', String(n));
    return ((await (await request.get(`/search/${file}`)).json()) as string[]).join(' ');
  };
  const roadmapText = await pageText('/roadmap');
  for (const phase of roadmap) {
    expect(roadmapText).toContain(`Phase ${phase.number} ${phase.name} `);
  }
  // A figure's title is a label ("…:"), apart from its summary and the figure, whatever they say first.
  expect(roadmapText).toMatch(/Roadmap timeline:\s[\p{Lu}\d]/u);
  expect(await pageText('/governance')).toMatch(/Governance proposal flow:\sA proposal/);
  expect(await pageText('/privacy-policy')).toContain('Terms Of Use FAQ');
});

test.describe('bad input', () => {
  const inputs: [string, string][] = [
    ['empty', ''],
    ['whitespace only', '   \t  '],
    ['1,000 characters', 'swap '.repeat(200)],
    ['1,000 letters in one word', 'x'.repeat(1000)],
    ['regex and query syntax', `* ( ) [ ] \\ + - ~ : ^ " '`],
    ['syntax glued to a word', `fee* (swap) [token] \\sx +stake -farm ~bridge key:value ^up "burn" 'sx'`],
    ['a script tag', '<script>window.__searchXss = 1</script>'],
    ['an image tag', '<img src=x onerror="window.__searchXss=1">'],
    ['emoji', '🚀🔥💸'],
    ['other scripts', 'スワップ 手数料 обмен مبادلة'],
  ];
  test('odd input never crashes, injects nothing, and gets results or a message; search works afterwards @desktop', async ({
    page,
  }) => {
    await gotoHydrated(page, '/');
    await openWithButton(page);
    for (const [name, query] of inputs) {
      await searchFor(page, query);
      await expect(input(page), name).toHaveValue(query);
      const message = dialog(page).getByText(/^(No results for|Type a word)/);
      await expect(options(page).first().or(message), `${name}: results or a message`).toBeVisible();
      expect(await page.evaluate(() => (window as {__searchXss?: number}).__searchXss), name).toBeUndefined();
      await expect(dialog(page).locator('img, script'), `${name}: no markup injected`).toHaveCount(0);
      if ((await options(page).count()) === 0 && (await message.textContent())?.startsWith('No results')) {
        // The no-match message echoes the query as text, never as markup.
        await expect(message, name).toContainText(query.trim().slice(0, 40));
      }
      // Still works afterwards.
      await searchFor(page, 'tokenomics');
      await expect(options(page).first(), `after ${name}`).toBeVisible();
    }
  });
});

test.describe('phone', () => {
  test('the dialog fills the width and a tapped result lands on its section @mobile', async ({page}) => {
    await gotoHydrated(page, '/');
    await addScrollRoom(page);
    await expect(searchButton(page)).toBeVisible();
    await searchButton(page).click();
    await expect(dialog(page)).toBeVisible();
    const box = await dialog(page).boundingBox();
    const width = page.viewportSize()?.width ?? 0;
    expect(box?.x).toBe(0);
    expect(box?.width).toBe(width);
    await searchFor(page, 'deflationary mechanisms');
    const first = options(page).first();
    await expect(first).toHaveAttribute('href', '/tokenomics#deflationary-mechanisms');
    await first.click();
    await expect(page).toHaveURL('/tokenomics#deflationary-mechanisms');
    await expectAtAnchor(page, 'deflationary-mechanisms');
  });
});

test('the open dialog with results and the no-match state pass axe, in both colour modes', async ({page}) => {
  // Four axe runs on one load.
  test.slow();
  await page.emulateMedia({colorScheme: 'dark'});
  await gotoHydrated(page, '/');
  await openWithButton(page);
  for (const [i, scheme] of (['dark', 'light'] as const).entries()) {
    // The colour mode follows the system setting live, the dialog open; the second mode changes colours only.
    await switchColourMode(page, scheme);
    const colourOnly = i > 0;
    await searchFor(page, 'governance');
    await expect(options(page).first()).toBeVisible();
    await page.keyboard.press('ArrowDown');
    expect(await axeViolations(page, {include: 'dialog', colourOnly}), `${scheme}: results`).toEqual([]);
    await searchFor(page, 'qqxzvj');
    expect(await axeViolations(page, {include: 'dialog', colourOnly}), `${scheme}: no match`).toEqual([]);
  }
});

test.describe('lazy loading', () => {
  test('no search code or index is requested before the dialog opens', async ({page}) => {
    const requests: string[] = [];
    page.on('request', (r) => requests.push(new URL(r.url()).pathname));
    await gotoHydrated(page, '/');
    await page.waitForLoadState('networkidle');
    const firstLoad = [...requests];
    expect(firstLoad.filter((p) => /search/i.test(p))).toEqual([]);
    // And none of the first-load scripts carries the search engine.
    for (const path of firstLoad.filter((p) => p.endsWith('.js'))) {
      const body = await (await page.request.get(path)).text();
      expect(body.includes('MiniSearch: '), `${path} contains MiniSearch`).toBe(false);
    }
    await openWithButton(page);
    await searchFor(page, 'tokenomics');
    await expect(options(page).first()).toBeVisible();
    const added = requests.slice(firstLoad.length);
    expect(added.some((p) => /\/assets\/js\/search-dialog\.[0-9a-f]+\.js$/.test(p))).toBe(true);
    expect(added.some((p) => /\/assets\/css\/search-dialog\.[0-9a-f]+\.css$/.test(p))).toBe(true);
    expect(added).toContain('/search/manifest.json');
    expect(added.some((p) => /^\/search\/index\.[0-9a-f]+\.json$/.test(p))).toBe(true);
  });
});
