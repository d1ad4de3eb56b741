/** Opens the search, runs a query (loading its index) and closes it, so whatever search loads or stores is checked too. */
import type {Page} from '@playwright/test';
import {expect} from './fixtures';
import {brand, ui} from '../src/data/ui';

export async function useSearch(page: Page): Promise<void> {
  await page
    .locator('.navbar')
    .getByRole('button', {name: new RegExp(ui.searchLabel)})
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('combobox').fill(brand.name);
  await expect(dialog.getByRole('option').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}
