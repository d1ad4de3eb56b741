/**
 * What search downloads for the snippets and the answer (issue 18): the text
 * parts of the first results only, more as the reader moves down the list,
 * and the answer the engine gives in Node, run as the dialog runs it, is the one the dialog shows.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {Locator, Page} from '@playwright/test';
import {test, expect, gotoHydrated} from './fixtures';
import {ui} from '../src/data/ui';
import {
  asTheDialogShows,
  loadIndex,
  partNumber,
  search,
  textAhead,
  type SearchManifest,
  type SearchPayload,
} from '../src/lib/search/engine';
import {buildDir} from './built';

/** The built index and every text part, read from disk (as bench/search-eval.mjs does). */
function loadBuiltSearch() {
  const read = <T>(file: string): T => JSON.parse(readFileSync(path.join(buildDir, 'search', file), 'utf8')) as T;
  const payload = read<SearchPayload>(read<SearchManifest>('manifest.json').index);
  const files = payload.textCounts.map((_, n) => payload.textParts.replace(partNumber, String(n)));
  return {index: loadIndex(payload), texts: new Map(files.map((f) => [f, read<string[]>(f)]))};
}

const dialog = (page: Page): Locator => page.getByRole('dialog', {name: 'Search the documentation'});
const options = (page: Page): Locator => dialog(page).getByRole('option');
/** Result rows: page, heading, and a third span when the snippet has arrived. */
const spans = (option: Locator): Promise<number> => option.locator(':scope > span').count();

async function open(page: Page, query: string): Promise<string[]> {
  const parts: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/search/text-')) {
      parts.push(r.url());
    }
  });
  await gotoHydrated(page, '/');
  await page.getByRole('button', {name: ui.searchLabel}).click();
  await dialog(page).getByRole('combobox').fill(query);
  return parts;
}

test('text is fetched for the first results only, then for the ones the reader moves to @desktop', async ({page}) => {
  const built = loadBuiltSearch();
  // A one-word query with many results, on several text parts, from the built index.
  const query = 'token';
  const hits = search(built.index, query);
  const far = textAhead + 4;
  expect(hits.length, 'the query needs results beyond the first text').toBeGreaterThan(far);
  const later = new Set(hits.slice(textAhead + 1, far + 1).map((h) => h.textFile));
  for (const h of hits.slice(0, textAhead + 1)) {
    later.delete(h.textFile);
  }
  expect(later.size, 'the later results need text parts of their own').toBeGreaterThan(0);

  const parts = await open(page, query);
  await expect.poll(() => spans(options(page).first())).toBe(3);
  await page.waitForTimeout(500);
  const first = new Set(parts).size;
  expect(first).toBeGreaterThan(0);
  expect(first, 'text parts for the first results (and the answer source) only').toBeLessThanOrEqual(textAhead + 1);

  for (let i = 0; i < far; i++) {
    await page.keyboard.press('ArrowDown');
  }
  await expect(options(page).nth(far)).toHaveAttribute('aria-selected', 'true');
  await expect.poll(() => new Set(parts).size).toBeGreaterThan(first);
  await expect.poll(() => spans(options(page).nth(far))).toBe(3);
});

test('a question gets the answer the engine gives on the text the dialog fetches @desktop', async ({page}) => {
  const built = loadBuiltSearch();
  const queries = JSON.parse(readFileSync(path.join(__dirname, '..', 'bench', 'search-queries.json'), 'utf8')) as {
    cls: string;
    query: string;
  }[];
  // The engine run the way the dialog runs it: rank, fetch the first results' text, rerank, answer.
  const expected = queries
    .filter((q) => q.cls === 'question')
    .map(({query}) => ({query, shown: asTheDialogShows(built.index, query, (f) => built.texts.get(f)).answer}))
    .find((q) => q.shown);
  expect(expected, 'a question of the benchmark set with an answer').toBeTruthy();
  await open(page, expected!.query);
  const region = dialog(page).getByRole('region', {name: 'Answer'});
  await expect(region).toBeVisible();
  await expect(region.locator('blockquote')).toHaveText(expected!.shown!.text);
});
