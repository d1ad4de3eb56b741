/**
 * What a route costs before the window's `load` event: every response the
 * browser received by then, with its size as sent (raw) and gzip-compressed
 * (what a static host serves). Shared by the benchmark (bench/run.mjs) and the
 * byte-budget test (e2e/budgets.spec.ts); deterministic for a given build.
 */
import {gzipSync} from 'node:zlib';
import type {BrowserContext, Response} from '@playwright/test';

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
  /** Files fetched before `load`, in request order. */
  readonly files: readonly LoadedFile[];
  /** gzip bytes and file count per resource type. */
  readonly byType: Readonly<Record<string, {gzipBytes: number; rawBytes: number; count: number}>>;
}

export const KiB = 1024;

/** Types that are hints for later navigations, not part of this page's load. */
const hintTypes = new Set(['prefetch']);

/**
 * Opens `origin + route` in a fresh page of `context` (use a new context per
 * route for a cold cache) and returns what was fetched before `load`.
 */
export async function measureFirstLoad(context: BrowserContext, origin: string, route: string): Promise<FirstLoad> {
  const page = await context.newPage();
  const bodies = new Map<string, Promise<{type: string; raw: number; gzip: number} | null>>();
  const onResponse = (response: Response): void => {
    const url = response.url();
    if (bodies.has(url) || !url.startsWith(origin)) {
      return;
    }
    const type = response.request().resourceType();
    bodies.set(
      url,
      response.body().then(
        (body) => ({type, raw: body.length, gzip: gzipSync(body, {level: 6}).length}),
        () => null,
      ),
    );
  };
  page.on('response', onResponse);
  await page.goto(origin + route, {waitUntil: 'load'});
  // Resource Timing tells which responses had ended when `load` began.
  const beforeLoad = await page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    return [nav.name, ...resources.filter((r) => r.responseEnd <= nav.loadEventStart).map((r) => r.name)];
  });
  page.off('response', onResponse);
  const files: LoadedFile[] = [];
  for (const url of beforeLoad) {
    const info = await bodies.get(url);
    if (!info || hintTypes.has(info.type)) {
      continue;
    }
    files.push({path: url.slice(origin.length) || '/', type: info.type, rawBytes: info.raw, gzipBytes: info.gzip});
  }
  await page.close();
  const byType: Record<string, {gzipBytes: number; rawBytes: number; count: number}> = {};
  for (const f of files) {
    const t = (byType[f.type] ??= {gzipBytes: 0, rawBytes: 0, count: 0});
    t.gzipBytes += f.gzipBytes;
    t.rawBytes += f.rawBytes;
    t.count += 1;
  }
  return {route, files, byType};
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
