/**
 * What a route costs to load and hydrate: every response the browser
 * requested before both the window's `load` event and React's hydration
 * (html[data-has-hydrated=true]), with its size uncompressed (raw) and
 * gzip-compressed (what a static host serves). Prefetch hints for other pages
 * are left out. Shared by the benchmark (bench/run.mjs) and the byte
 * budgets of the crawl (e2e/crawl.spec.ts); deterministic for a given build.
 */
import {gzipSync} from 'node:zlib';
import type {BrowserContext, Page, Response} from '@playwright/test';

export interface LoadedFile {
  /** Path on the site (origin stripped). */
  readonly path: string;
  /** Playwright's resource type: document, script, stylesheet, image, font, fetch, … */
  readonly type: string;
  readonly rawBytes: number;
  readonly gzipBytes: number;
}

export interface FirstLoad {
  readonly route: string;
  /** Files requested before `load` and hydration, in request order. */
  readonly files: readonly LoadedFile[];
  /** gzip bytes and file count per resource type. */
  readonly byType: Readonly<Record<string, {gzipBytes: number; rawBytes: number; count: number}>>;
}

export const KiB = 1024;

export interface RecordedFile extends LoadedFile {
  /** A <link rel=prefetch> for another page's chunk: a hint, not this page's load. */
  readonly hint: boolean;
}

/**
 * Records every response of `page` from `origin` from now on (the first per
 * URL), with its sizes. The returned function stops recording and gives them
 * by URL, once their bodies are read. Shared with bench/spa.ts.
 */
export function recordResponses(page: Page, origin: string): () => Promise<Map<string, RecordedFile>> {
  const bodies = new Map<string, Promise<RecordedFile | null>>();
  const onResponse = (response: Response): void => {
    const url = response.url();
    if (bodies.has(url) || !url.startsWith(origin)) {
      return;
    }
    const request = response.request();
    bodies.set(
      url,
      Promise.all([response.body(), request.allHeaders()]).then(
        ([body, headers]) => ({
          path: url.slice(origin.length) || '/',
          type: request.resourceType(),
          hint: /prefetch/i.test(headers['sec-purpose'] ?? headers['purpose'] ?? ''),
          rawBytes: body.length,
          gzipBytes: gzipSync(body, {level: 6}).length,
        }),
        () => null,
      ),
    );
  };
  page.on('response', onResponse);
  return async () => {
    page.off('response', onResponse);
    const out = new Map<string, RecordedFile>();
    for (const [url, body] of bodies) {
      const file = await body;
      if (file) {
        out.set(url, file);
      }
    }
    return out;
  };
}

/**
 * Starts recording what `page` loads from `origin`; call before it navigates.
 * The returned function, called once the page has hydrated (at once or
 * later, after other checks), returns what was requested before `load` and
 * hydration, whichever came last. The crawl (e2e/crawl.spec.ts) records its
 * own desktop visit this way.
 */
export async function recordFirstLoad(page: Page, origin: string, route: string): Promise<() => Promise<FirstLoad>> {
  const responses = recordResponses(page, origin);
  await page.addInitScript(() => {
    const w = window as Window & {__sxHydratedAt?: number};
    new MutationObserver((_, observer) => {
      if (document.documentElement?.dataset.hasHydrated === 'true') {
        w.__sxHydratedAt = performance.now();
        observer.disconnect();
      }
    }).observe(document, {subtree: true, attributes: true, attributeFilter: ['data-has-hydrated']});
  });
  return async () => {
    await page.waitForFunction(() => (window as Window & {__sxHydratedAt?: number}).__sxHydratedAt !== undefined);
    // Resource Timing tells which requests started before `load` and hydration.
    const beforeLoad = await page.evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const until = Math.max(nav.loadEventStart, (window as Window & {__sxHydratedAt?: number}).__sxHydratedAt ?? 0);
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      return [nav.name, ...resources.filter((r) => r.startTime <= until).map((r) => r.name)];
    });
    // Bodies of requests still in flight.
    await page.waitForLoadState('networkidle');
    const recorded = await responses();
    const files: LoadedFile[] = [...new Set(beforeLoad)]
      .map((url) => recorded.get(url))
      .filter((f): f is RecordedFile => f !== undefined && !f.hint)
      .map(({hint: _hint, ...file}) => file);
    const byType: Record<string, {gzipBytes: number; rawBytes: number; count: number}> = {};
    for (const f of files) {
      const t = (byType[f.type] ??= {gzipBytes: 0, rawBytes: 0, count: 0});
      t.gzipBytes += f.gzipBytes;
      t.rawBytes += f.rawBytes;
      t.count += 1;
    }
    return {route, files, byType};
  };
}

/**
 * Opens `origin + route` in a fresh page of `context` (use a new context per
 * route for a cold cache) and returns what was requested before `load` and
 * hydration, whichever came last.
 */
export async function measureFirstLoad(context: BrowserContext, origin: string, route: string): Promise<FirstLoad> {
  const page = await context.newPage();
  const finish = await recordFirstLoad(page, origin, route);
  await page.goto(origin + route, {waitUntil: 'load'});
  const load = await finish();
  await page.close();
  return load;
}

/** gzip KiB of one resource type, 0 if none. */
export function kib(load: FirstLoad, type: string): number {
  return (load.byType[type]?.gzipBytes ?? 0) / KiB;
}

/** "main.97d71a77.js 52.1 KiB, …" — the files of a type, largest first. */
export function describeFiles(load: FirstLoad, type: string): string {
  return load.files
    .filter((f) => f.type === type)
    .sort((a, b) => b.gzipBytes - a.gzipBytes)
    .map((f) => `${f.path} ${(f.gzipBytes / KiB).toFixed(1)} KiB`)
    .join(', ');
}
