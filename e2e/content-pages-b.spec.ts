/**
 * The closing buttons of a page in the browser: a button followed changes the
 * page. Which buttons each page has, in order, and where they lead, the FAQ's
 * questions and anchors, and the tables rendered from src/data are read from
 * the built HTML: test/built/content-pages-b.test.ts (a question opened by its
 * address lands at its heading: anchors.spec.ts).
 */
import {test, expect, gotoHydrated} from './fixtures';
import {pageButtons} from '../test/lib/contentPages';

const [route, buttons] = Object.entries(pageButtons)[0]!;
const first = buttons[0]!;

test(`${route}: the button ${first.label} leads to ${first.to}`, async ({page}) => {
  await gotoHydrated(page, route);
  await page
    .getByRole('navigation', {name: 'Related pages'})
    .getByRole('link', {name: first.label, exact: true})
    .click();
  await expect(page).toHaveURL(new RegExp(`${first.to}$`));
  await expect(page.locator('h1')).toHaveCount(1);
});
