/**
 * Where a route sits in the site: the page of src/data/pages.ts it shows
 * (current docs or a released version's copy) and its trail home → section →
 * page, for the BreadcrumbList JSON-LD. Pure, so the theme and the build share it.
 */
import {pages, type PageDef} from '../../data/pages';

/** Which page of src/data/pages.ts a route shows, and under which version prefix ("/1.0/faq" → faq, "1.0"). */
export function pageForRoute(route: string): {page: PageDef; version: string} | undefined {
  const clean = route.replace(/\/+$/, '') || '/';
  const current = pages.find((p) => p.path === clean);
  if (current) {
    return {page: current, version: ''};
  }
  // "/<version>/<page>": a first segment that is no page of its own.
  const m = /^\/([^/]+)(\/.*)?$/.exec(clean);
  if (!m || pages.some((p) => p.path === `/${m[1]}`)) {
    return undefined;
  }
  const page = pages.find((p) => p.path === (m[2] ?? '/'));
  return page && {page, version: m[1] ?? ''};
}

export interface Crumb {
  readonly name: string;
  /** Route path under baseUrl, e.g. "/1.0/general-info". */
  readonly path: string;
}

/** Home → section (the parent in src/data/pages.ts, if any) → page; each step once. */
export function breadcrumbTrail(route: string): Crumb[] {
  const match = pageForRoute(route);
  if (!match) {
    return [];
  }
  const prefix = match.version ? `/${match.version}` : '';
  const at = (p: PageDef): Crumb => ({name: p.label, path: `${prefix}${p.path === '/' ? '' : p.path}` || '/'});
  const home = pages.find((p) => p.path === '/');
  const parent = pages.find((p) => p.key === match.page.parent);
  const trail = [home, parent, match.page].filter((p): p is PageDef => p !== undefined).map(at);
  return trail.filter((c, i) => trail.findIndex((d) => d.path === c.path) === i);
}
