/**
 * "Is this official?" in Ask Or Search, on the built site: a pasted value gets
 * its verdict in place of the results, for each class (official, each kind of
 * look-alike, not official, placeholder, unpublished contract), with the cases
 * made from the build's links (src/data/links.ts and SX_LINK_*), never typed.
 * The check's code is fetched with the first value that looks like an address
 * (not for a word, so a search fetches no more than before); from then on,
 * while values are typed nothing is requested, each input event takes under
 * 50 ms of main-thread time (the check and its render), and nothing is stored.
 * The verdict logic itself is tested in Node: test/unit/verify.test.ts.
 */
import type {Locator, Page} from '@playwright/test';
import {test, expect, gotoHydrated} from './fixtures';
import {isPlaceholder, linkIds, resolveLinks} from '../src/data/links';
import {contracts} from '../src/data/contracts';
import {brand, ui} from '../src/data/ui';
import {
  hostOf,
  isWholeHost,
  oneCharChanged,
  otherTld,
  randomAddress,
  unrelatedHost,
  withLookAlikeLetter,
} from '../test/lib/lookalikes';
import {domainToASCII} from 'node:url';

const links = resolveLinks(process.env);
const real = linkIds.filter((id) => !isPlaceholder(links[id]));
const placeholders = linkIds.filter((id) => isPlaceholder(links[id]));
const wholeHost = real.map((id) => links[id]).find(isWholeHost);

const dialog = (page: Page): Locator => page.getByRole('dialog', {name: 'Search the documentation'});
const input = (page: Page): Locator => dialog(page).getByRole('combobox');
const verdictBox = (page: Page): Locator => dialog(page).getByRole('status', {name: 'Is this official?'});

interface Case {
  readonly value: string;
  readonly verdict: 'official' | 'lookalike' | 'unofficial' | 'unpublished-contract';
  readonly why: string;
}

const cases: Case[] = [
  ...real.map((id) => ({value: links[id].replace(/^mailto:/, ''), verdict: 'official' as const, why: `listed: ${id}`})),
  ...placeholders.map((id) => ({
    value: links[id].replace(/^mailto:/, ''),
    verdict: 'unofficial' as const,
    why: `placeholder: ${id}`,
  })),
  {value: `https://${unrelatedHost}/`, verdict: 'unofficial', why: 'an unrelated host'},
  contracts.length === 0
    ? {value: randomAddress(), verdict: 'unpublished-contract', why: 'no contract published'}
    : {value: randomAddress(), verdict: 'unofficial', why: 'not a published contract'},
];
if (wholeHost) {
  const host = hostOf(wholeHost);
  const glyphs = withLookAlikeLetter(host);
  cases.push(
    {value: oneCharChanged(host), verdict: 'lookalike', why: 'one character changed'},
    {value: `https://${otherTld(host)}/`, verdict: 'lookalike', why: 'another ending'},
    {value: `${host}.${unrelatedHost}`, verdict: 'lookalike', why: 'the official host as a subdomain'},
    {value: `https://${unrelatedHost}/${host}`, verdict: 'lookalike', why: 'the official host in the path'},
    ...(glyphs
      ? [{value: domainToASCII(glyphs), verdict: 'lookalike' as const, why: 'look-alike letters, punycode'}]
      : []),
  );
}

async function openSearch(page: Page): Promise<void> {
  await gotoHydrated(page, '/');
  // Whatever the page fetches after the load (idle prefetches) and the index the dialog loads, before recording.
  const index = page.waitForResponse((r) => /\/search\/index\.[^/]+\.json$/.test(r.url()));
  await page.getByRole('button', {name: ui.searchLabel}).click();
  await expect(input(page)).toBeFocused();
  await index;
  await page.waitForLoadState('networkidle');
}

test('a pasted value gets its verdict, with no request and under 50 ms of main-thread time while typing @desktop @quiet', async ({
  page,
}) => {
  expect(wholeHost, 'a listed link that is a whole host (the chain explorer) to make look-alikes of').toBeTruthy();
  await openSearch(page);
  // The main-thread time of each input event: the check and the render of its verdict (Event Timing API).
  await page.evaluate(() => {
    const w = window as Window & {inputMs?: number[]};
    w.inputMs = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as PerformanceEventTiming[]) {
        if (e.name === 'input') w.inputMs?.push(e.processingEnd - e.processingStart);
      }
    }).observe({type: 'event', durationThreshold: 16} as PerformanceObserverInit);
  });
  // A word is searched as before: the check's code is not fetched for it (search bytes, bench/budgets.json).
  const all: string[] = [];
  page.on('request', (r) => all.push(r.url()));
  await input(page).fill(brand.name);
  await expect(dialog(page).getByRole('option').first()).toBeVisible();
  expect(
    all.filter((u) => /official-check/.test(u)),
    'the check loaded for a word',
  ).toEqual([]);
  // The check's code comes with the first value that looks like an address; from then on, nothing is requested.
  await input(page).fill(cases[0]?.value ?? '');
  await expect(verdictBox(page).locator('[data-verdict]')).toBeVisible();
  // One pass over the values first: the result links they show prefetch their pages once, when idle.
  for (const c of cases) {
    await input(page).fill(c.value);
    await expect(verdictBox(page).locator('[data-verdict]')).toHaveAttribute('data-verdict', c.verdict);
  }
  await page.waitForLoadState('networkidle');
  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  // Each value three times: a busy machine can stall any one event, never the same one thrice.
  const costs = new Map<string, number[]>();
  for (let round = 0; round < 3; round += 1) {
    for (const c of cases) {
      await input(page).fill(c.value);
      await expect(verdictBox(page).locator('[data-verdict]'), `${c.value} (${c.why})`).toHaveAttribute(
        'data-verdict',
        c.verdict,
      );
      await expect(verdictBox(page)).toContainText(/official/i);
      // Only events over 16 ms are reported.
      const ms = await page.evaluate(() => {
        const w = window as Window & {inputMs?: number[]};
        const seen = w.inputMs ?? [];
        w.inputMs = [];
        return Math.max(0, ...seen);
      });
      costs.set(c.value, [...(costs.get(c.value) ?? []), ms]);
    }
  }
  expect(requests, 'requests while typing the values').toEqual([]);
  for (const [value, ms] of costs) {
    expect(Math.min(...ms), `main-thread time of typing ${value}: ${ms.join(', ')} ms`).toBeLessThan(50);
  }
});

test('the verdict is read out, names the official address a look-alike imitates and links to the official list @desktop', async ({
  page,
}) => {
  test.skip(!wholeHost, 'no listed link is a whole host');
  const official = wholeHost ?? '';
  await openSearch(page);
  await input(page).fill(oneCharChanged(hostOf(official)));
  const box = verdictBox(page);
  await expect(box).toContainText(/not official/i);
  await expect(box).toContainText(official.replace(/\/$/, ''));
  await box.getByRole('link', {name: 'the official links'}).click();
  await expect(page).toHaveURL(/\/community-links#official-links$/);
  await expect(dialog(page)).toBeHidden();
});

test('a link asked about in a few words gets its verdict too @desktop', async ({page}) => {
  await openSearch(page);
  await input(page).fill(`is https://${unrelatedHost}/claim really you??`);
  await expect(verdictBox(page)).toContainText(/not official/i);
});

test('checking values stores nothing: no cookie, no storage, no database @desktop', async ({page, context}) => {
  await openSearch(page);
  for (const c of cases) {
    await input(page).fill(c.value);
    await expect(verdictBox(page).locator('[data-verdict]')).toHaveAttribute('data-verdict', c.verdict);
  }
  expect(await context.cookies(), 'cookies').toEqual([]);
  expect(await page.evaluate(() => Object.keys(window.localStorage)), 'localStorage').toEqual([]);
  expect(await page.evaluate(() => window.sessionStorage.length), 'sessionStorage').toBe(0);
  expect(await page.evaluate(async () => (await indexedDB.databases()).length), 'IndexedDB').toBe(0);
});

test('the official check on Community & Links answers as the search does @desktop', async ({page}) => {
  await gotoHydrated(page, '/community-links');
  const field = page.getByRole('textbox', {name: 'Check an address before you trust it'});
  test.skip(
    (await field.count()) === 0,
    '<OfficialCheck /> is not on /community-links yet (docs/community-links.mdx, under Official Links)',
  );
  for (const c of cases) {
    await field.fill(c.value);
    await expect(page.locator('[data-verdict]'), `${c.value} (${c.why})`).toHaveAttribute('data-verdict', c.verdict);
  }
});
