/**
 * Loading order (issue 6). The byte budgets (what each route loads before
 * `load` and hydration, gzip, against bench/budgets.json) are measured on the
 * crawl's desktop visit of each route (crawl.spec.ts). Timings and Lighthouse
 * stay in the benchmark (npm run bench).
 */
import {test, expect} from './fixtures';

// The page template (src/ssr/template.ts) keeps scripts off the critical path:
// nothing competes with the HTML and CSS for the first paint. An order of
// events, not a timing, so it holds on any machine.
test('scripts are not preloaded and are requested only after the first contentful paint @desktop', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/tokenomics')).text();
  expect(html).not.toMatch(/<link[^>]*rel=["']?(?:preload|modulepreload)["']?[^>]*as=["']?script/);
  expect(html).not.toMatch(/<script[^>]*\ssrc=/);
  await page.goto('/tokenomics');
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  const {paint, scripts} = await page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    scripts: performance
      .getEntriesByType('resource')
      .filter((e) => e.name.endsWith('.js'))
      .map((e) => ({name: e.name, start: e.startTime})),
  }));
  expect(paint).toBeDefined();
  expect(scripts.length).toBeGreaterThan(1);
  for (const s of scripts) {
    expect(s.start, `${s.name} was requested before the first contentful paint (${paint} ms)`).toBeGreaterThanOrEqual(
      paint!,
    );
  }
});

// The first paint waits for the whole page to be parsed (src/ssr/template.ts): a slow phone that
// painted the top first would lay out the rest in one long task after it. Here the parser is held
// up before the pager by a script that takes half a second; the first frame must already show the
// pager. (The site's scripts are served empty: only the HTML's own rendering is under test.)
test('the first frame comes after the whole page is parsed, even when parsing stalls @desktop', async ({page}) => {
  await page.route('**/assets/js/**', (route) => route.fulfill({contentType: 'text/javascript', body: ''}));
  await page.route('**/__parser-delay.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    await route.fulfill({contentType: 'text/javascript', body: ''});
  });
  await page.route('**/tokenomics', async (route) => {
    const response = await route.fetch();
    const html = await response.text();
    const pager = html.search(/<nav[^>]*\bpagination-nav\b/);
    expect(pager, 'the page has a pager to wait for').toBeGreaterThan(0);
    const body = `${html.slice(0, pager)}<script src="/__parser-delay.js"></script>${html.slice(pager)}`;
    await route.fulfill({response, body});
  });
  await page.addInitScript(() => {
    requestAnimationFrame(() => {
      (window as Window & {pagerAtFirstFrame?: boolean}).pagerAtFirstFrame =
        document.querySelector('.pagination-nav') !== null;
    });
  });
  await page.goto('/tokenomics');
  await expect
    .poll(() => page.evaluate(() => (window as Window & {pagerAtFirstFrame?: boolean}).pagerAtFirstFrame))
    .toBe(true);
});
