/**
 * The first-load JS budget for a site of `pageCount` pages: bench/budgets.json's
 * figure, plus its allowance for each page beyond the spec's (every page puts
 * its route and sidebar entries into main.js). Shared by the crawl and the
 * release test, so a writer who adds pages gets the same allowance in both.
 */
import budgets from '../../bench/budgets.json';
import {specRoutes} from './specRoutes';

export function firstLoadJsKiB(pageCount: number): number {
  const added = Math.max(0, pageCount - specRoutes.length);
  return budgets.firstLoad.jsKiB + added * budgets.firstLoad.jsKiBPerAddedPage;
}
