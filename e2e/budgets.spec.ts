/**
 * Byte budgets (issue 6), deterministic for a given build: what each route
 * loads before `load` and hydration, gzip, against bench/budgets.json. Timings
 * and Lighthouse stay in the benchmark (npm run bench).
 */
import {test, expect, routes} from './fixtures';
import budgets from '../bench/budgets.json';
import {describeFiles, kib, measureFirstLoad} from '../bench/firstLoad';

const {jsKiB, cssKiB, fontRequests} = budgets.firstLoad;

test.describe('first-load byte budgets @desktop', () => {
  for (const route of routes) {
    test(`${route}: JS ≤ ${jsKiB} KiB, CSS ≤ ${cssKiB} KiB gzip, no web fonts`, async ({browser, baseURL}) => {
      const context = await browser.newContext();
      const load = await measureFirstLoad(context, baseURL ?? '', route);
      await context.close();
      const js = kib(load, 'script');
      const css = kib(load, 'stylesheet');
      expect(
        js,
        `${route} loads ${js.toFixed(1)} KiB of JS (gzip): ${describeFiles(load, 'script')}`,
      ).toBeLessThanOrEqual(jsKiB);
      expect(
        css,
        `${route} loads ${css.toFixed(1)} KiB of CSS (gzip): ${describeFiles(load, 'stylesheet')}`,
      ).toBeLessThanOrEqual(cssKiB);
      expect(load.byType.font?.count ?? 0, `${route} fonts: ${describeFiles(load, 'font')}`).toBeLessThanOrEqual(
        fontRequests,
      );
    });
  }
});
