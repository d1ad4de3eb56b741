/**
 * The content pages in the browser, for what needs one: the roadmap's
 * timeline links scroll to their phase. What the pages say (every constant
 * equal to src/data, each rule at its home, the tables and figures from
 * data) is read from the built HTML: test/built/content-pages-a.test.ts;
 * each page's "not set yet" notice opened from the keyboard: crawl.spec.ts.
 */
import {test, expect, gotoHydrated} from './fixtures';
import {roadmap} from '../src/data/roadmap';

test('@desktop /roadmap: a phase in the timeline scrolls to its section', async ({page}) => {
  await gotoHydrated(page, '/roadmap');
  const steps = page.getByRole('figure', {name: 'Roadmap timeline'}).locator(':scope ol > li');
  await expect(steps).toHaveCount(roadmap.length);
  const phase = roadmap[2]!;
  await steps.nth(2).getByRole('link', {name: phase.name, exact: true}).click();
  await expect(page).toHaveURL(new RegExp(`#phase-${phase.number}-`));
  await expect(page.locator('article .theme-doc-markdown h2').nth(3)).toBeInViewport();
});
