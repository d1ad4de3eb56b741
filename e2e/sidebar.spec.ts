/**
 * The sidebar in use: sections opened by hand or by a page change, the
 * accordion, nested pages, and the phone drawer. What the server HTML lists
 * (every page as a section in reading order, nested pages in their parent,
 * each page's own section links): test/built/pages.test.ts.
 */
import type {Locator, Page} from '@playwright/test';
import {test, expect, gotoHydrated, pages} from './fixtures';

const topLevel = pages.filter((p) => !p.parent);

function desktopSidebar(page: Page): Locator {
  return page.locator('aside.theme-doc-sidebar-container nav[aria-label="Docs sidebar"]');
}

/** The top-level category <li> elements, in order. */
function categories(sidebar: Locator): Locator {
  return sidebar.locator(':scope > ul > li.theme-doc-sidebar-item-category');
}

async function expandedLabels(sidebar: Locator): Promise<string[]> {
  return categories(sidebar).evaluateAll((items) =>
    items
      .filter((li) => !li.classList.contains('menu__list-item--collapsed'))
      .map((li) => li.querySelector('.menu__link')?.textContent?.trim() ?? ''),
  );
}

test.describe('desktop sidebar @desktop', () => {
  test('a section opened by hand or by a page change lists its heading links (they load after the first load)', async ({
    page,
  }) => {
    await gotoHydrated(page, '/');
    const sidebar = desktopSidebar(page);
    const linksOf = (path: string) =>
      sidebar.locator(`a[href^="${path}#"]`).evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    const idsOf = async (path: string) =>
      page.evaluate(
        async (p) =>
          Array.from(
            new DOMParser()
              .parseFromString(await (await fetch(p)).text(), 'text/html')
              .querySelectorAll('.theme-doc-markdown h2[id]'),
            (h) => `${p}#${h.id}`,
          ),
        path,
      );
    const roadmap = topLevel.find((p) => p.key === 'roadmap')!;
    await categories(sidebar)
      .nth(topLevel.indexOf(roadmap))
      .getByRole('button', {name: /expand sidebar category/i})
      .click();
    await expect.poll(() => linksOf(roadmap.path)).toEqual(await idsOf(roadmap.path));
    const governance = topLevel.find((p) => p.key === 'governance')!;
    await sidebar.locator(`a.menu__link[href="${governance.path}"]`).click();
    await expect.poll(() => linksOf(governance.path)).toEqual(await idsOf(governance.path));
  });

  test('an accordion: the current section is open, the others collapse, also after prev/next and a sidebar click', async ({
    page,
  }) => {
    await gotoHydrated(page, '/tokenomics');
    const sidebar = desktopSidebar(page);
    expect(await expandedLabels(sidebar)).toEqual(['Tokenomics']);
    await page.getByRole('navigation', {name: 'Docs pages'}).locator('a.pagination-nav__link--next').click();
    await expect(page).toHaveURL(/\/partnership$/);
    await expect.poll(() => expandedLabels(sidebar)).toEqual(['Partnership']);
    // Opening another section by hand collapses the current one.
    const roadmap = categories(sidebar).nth(topLevel.findIndex((p) => p.key === 'roadmap'));
    await roadmap.getByRole('button', {name: /expand sidebar category/i}).click();
    await expect.poll(() => expandedLabels(sidebar)).toEqual(['Roadmap']);
    // A click on another section's link opens that section with its page.
    const governance = topLevel.find((p) => p.key === 'governance')!;
    await sidebar.locator(`a.menu__link[href="${governance.path}"]`).click();
    await expect(page).toHaveURL(new RegExp(`${governance.path}$`));
    await expect.poll(() => expandedLabels(sidebar)).toEqual([governance.label]);
    // The sidebar follows the page shown (src/theme/DocSidebar updates it once the page is on screen).
    await expect(sidebar.locator('a[aria-current="page"]')).toHaveAttribute('href', governance.path);
  });

  test('a nested page opens General Info and its own section only', async ({page}) => {
    await gotoHydrated(page, '/privacy-policy');
    const sidebar = desktopSidebar(page);
    expect(await expandedLabels(sidebar)).toEqual(['General Info']);
    const general = categories(sidebar).nth(topLevel.findIndex((p) => p.key === 'general-info'));
    const nested = general.locator('li.theme-doc-sidebar-item-category');
    const open = await nested.evaluateAll((items) =>
      items
        .filter((li) => !li.classList.contains('menu__list-item--collapsed'))
        .map((li) => li.querySelector('.menu__link')?.textContent?.trim()),
    );
    expect(open).toEqual(['Privacy Policy']);
  });
});

test.describe('mobile sidebar @mobile', () => {
  test('a toggle opens a slide-out copy with at most one section open', async ({page}) => {
    await gotoHydrated(page, '/tokenomics');
    await expect(page.locator('aside.theme-doc-sidebar-container')).toBeHidden();
    await page.getByRole('button', {name: /toggle navigation bar/i}).click();
    const drawer = page.locator('.navbar-sidebar');
    await expect(drawer).toBeVisible();
    const menu = drawer.locator('.navbar-sidebar__item.menu').last();
    const items = menu.locator(':scope > ul > li.theme-doc-sidebar-item-category');
    await expect(items).toHaveCount(topLevel.length);
    const open = () =>
      items.evaluateAll((lis) =>
        lis
          .filter((li) => !li.classList.contains('menu__list-item--collapsed'))
          .map((li) => li.querySelector('.menu__link')?.textContent?.trim()),
      );
    expect(await open()).toEqual(['Tokenomics']);
    // Opening another closes the first.
    await items
      .nth(topLevel.findIndex((p) => p.key === 'roadmap'))
      .getByRole('button', {name: /expand sidebar category/i})
      .click();
    await expect.poll(open).toEqual(['Roadmap']);
    // Clicking the open one closes it: none open.
    await items
      .nth(topLevel.findIndex((p) => p.key === 'roadmap'))
      .getByRole('button', {name: /collapse sidebar category/i})
      .click();
    await expect.poll(open).toEqual([]);
  });

  test('choosing a page closes the drawer and shows the page', async ({page}) => {
    await gotoHydrated(page, '/');
    await page.getByRole('button', {name: /toggle navigation bar/i}).click();
    const drawer = page.locator('.navbar-sidebar');
    await drawer.getByRole('link', {name: 'Bug Bounty', exact: true}).click();
    await expect(page).toHaveURL(/\/bugbounty$/);
    await expect(page.locator('h1')).toHaveText('Bug Bounty');
    await expect(drawer).toBeHidden();
  });

  test('the back button closes an open drawer and stays on the page; the next one goes back', async ({page}) => {
    await gotoHydrated(page, '/governance');
    await page.locator('.pagination-nav__link--next').click();
    await expect(page.locator('h1')).toHaveText('Tokenomics');
    await page.getByRole('button', {name: /toggle navigation bar/i}).click();
    const drawer = page.locator('.navbar-sidebar');
    await expect(drawer).toBeVisible();
    await page.goBack();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/\/tokenomics$/);
    await expect(page.locator('h1')).toHaveText('Tokenomics');
    await page.goBack();
    await expect(page).toHaveURL(/\/governance$/);
    await expect(page.locator('h1')).toHaveText('Governance');
  });
});
