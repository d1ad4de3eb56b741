/**
 * What a reader of the built site waits for after the first load (issue 18),
 * per route: a sidebar click to the page's h1 on screen, the long tasks of
 * that page change, blocking time while a page loads at 1× and 8× CPU
 * slowdown, the requests and JS until the network is idle, and what one
 * search downloads. Used by bench/run.mjs (npm run bench; `--only spa` runs
 * these alone).
 *
 * Wall-clock figures (ms) move with the machine's load; the counts, bytes and
 * the main thread's task time (CDP Performance.getMetrics) much less. Compare
 * builds with paired, interleaved runs (bench/compare.mjs).
 */
import type {Browser, BrowserContext, CDPSession, Page} from '@playwright/test';
import {recordResponses} from './firstLoad';
import {ui} from '../src/data/ui';

const KiB = 1024;

export const median = (xs: readonly number[]): number => {
  if (xs.length === 0) {
    return Number.NaN;
  }
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

type Probe = Window & {
  __sxLongTasks?: {start: number; duration: number}[];
  __sxNav?: Promise<{domMs: number; paintMs: number}>;
  __sxKey?: Promise<number | null>;
};

/** Records every long task of the page from its first byte on (buffered). */
async function recordLongTasks(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const w = window as Probe;
    w.__sxLongTasks = [];
    try {
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) {
          w.__sxLongTasks!.push({start: e.startTime, duration: e.duration});
        }
      }).observe({type: 'longtask', buffered: true});
    } catch {
      // no Long Tasks API: nothing recorded
    }
  });
}

async function throttle(page: Page, rate: number): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  if (rate !== 1) {
    await cdp.send('Emulation.setCPUThrottlingRate', {rate});
  }
  return cdp;
}

/** Main-thread task time and script time so far, in ms (CDP, this page's renderer). */
async function cpuMs(cdp: CDPSession): Promise<{taskMs: number; scriptMs: number}> {
  const {metrics} = await cdp.send('Performance.getMetrics');
  const get = (name: string): number => (metrics.find((m) => m.name === name)?.value ?? 0) * 1000;
  return {taskMs: get('TaskDuration'), scriptMs: get('ScriptDuration')};
}

async function hydrated(page: Page): Promise<void> {
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
}

/** Network idle, then a quiet moment for idle-time work (prefetches, effects). */
async function settle(page: Page, ms = 300): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(ms);
}

const sidebarLink = (page: Page, path: string) =>
  page.locator(`nav[aria-label="Docs sidebar"] a.menu__link[href="${path}"]`).first();

export interface NavigationResult {
  /** The page the clicks start from. */
  readonly from: string;
  /** Click → new h1 in the DOM and visible, per untraced sample. */
  readonly domMs: number[];
  /** Click → the first frame after that (the h1 on screen), per untraced sample. */
  readonly paintMs: number[];
  /** Durations of the long tasks (> 50 ms) from the click until 1 s after the paint, per sample. */
  readonly longTasksMs: number[][];
  /** Main-thread task time of the page change (click until 1 s after the paint), per sample. */
  readonly taskMs: number[];
  /**
   * The main thread's CPU time (trace thread time, which a busy machine does
   * not inflate) from the click to the h1 on screen, and in the whole change
   * (click until 1 s after), per traced sample.
   */
  readonly cpuToPaintMs: number[];
  readonly cpuMs: number[];
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: {name?: string; data?: {type?: string}};
}

/**
 * CPU time of the page's main thread in a trace: from the click's dispatch
 * until `paintMs` after it, and in all. The main thread is the renderer
 * thread that dispatched the click.
 */
function threadCpu(trace: Buffer, paintMs: number): {toPaintMs: number; allMs: number} {
  const events = (JSON.parse(trace.toString()) as {traceEvents: TraceEvent[]}).traceEvents;
  const click = events.find((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'click');
  if (!click) {
    return {toPaintMs: Number.NaN, allMs: Number.NaN};
  }
  const tasks = events.filter(
    (e) =>
      e.name === 'RunTask' &&
      e.ph === 'X' &&
      e.pid === click.pid &&
      e.tid === click.tid &&
      e.ts + (e.dur ?? 0) >= click.ts,
  );
  const sum = (xs: TraceEvent[]): number => xs.reduce((a, e) => a + (e.tdur ?? 0), 0) / 1000;
  return {toPaintMs: sum(tasks.filter((e) => e.ts <= click.ts + paintMs * 1000)), allMs: sum(tasks)};
}

/**
 * Sidebar click → h1 on screen, `samples` times: each sample loads `from`
 * afresh (one browser context, so the HTTP cache is warm as for a reader who
 * has the site open), waits until it is idle (the sidebar's links have
 * prefetched their chunks, as Docusaurus does for visible links), then clicks
 * the link to `to` the way Playwright does: pointer onto the link, then at
 * once the click — the hardest case, no time for a hover to preload.
 * The timed samples run without a trace (tracing the renderer adds 5–10 ms
 * to a 40 ms change); `tracedSamples` more, traced, give the CPU figures.
 */
export async function measureNavigation(
  browser: Browser,
  origin: string,
  to: string,
  {
    samples = 5,
    tracedSamples = 3,
    cpuRate = 1,
    from,
  }: {samples?: number; tracedSamples?: number; cpuRate?: number; from?: string} = {},
): Promise<NavigationResult> {
  const start = from ?? (to === '/' ? '/faq' : '/');
  const context = await browser.newContext({viewport: {width: 1280, height: 800}});
  await recordLongTasks(context);
  const out: NavigationResult = {
    from: start,
    domMs: [],
    paintMs: [],
    longTasksMs: [],
    taskMs: [],
    cpuToPaintMs: [],
    cpuMs: [],
  };
  try {
    for (let i = 0; i < samples + tracedSamples; i++) {
      const traced = i >= samples;
      const page = await context.newPage();
      const cdp = await throttle(page, cpuRate);
      await page.goto(origin + start);
      await hydrated(page);
      await settle(page);
      const previous = await page.locator('article h1').first().textContent();
      await page.evaluate((prev) => {
        const w = window as Probe;
        w.__sxNav = new Promise((resolve) => {
          let t0: number | null = null;
          document.addEventListener('click', (e) => (t0 = e.timeStamp), {capture: true, once: true});
          const observer = new MutationObserver(() => {
            const h1 = document.querySelector('article h1');
            if (t0 !== null && h1 && h1.textContent !== prev && h1.checkVisibility()) {
              observer.disconnect();
              const dom = performance.now();
              // The frame that shows it: its rAF callback, then the first task after that frame
              // (a user-blocking task runs before those the page had already queued, e.g. React's
              // effects, which do not hold back the frame's pixels).
              requestAnimationFrame(() => {
                const scheduler = (window as Window & {scheduler?: {postTask(cb: () => void, o: object): unknown}})
                  .scheduler;
                // (No named functions here: tsx would wrap them in a helper the page does not have.)
                if (scheduler) {
                  scheduler.postTask(
                    () => resolve({domMs: dom - (t0 as number), paintMs: performance.now() - (t0 as number)}),
                    {priority: 'user-blocking'},
                  );
                } else {
                  const channel = new MessageChannel();
                  channel.port1.onmessage = () =>
                    resolve({domMs: dom - (t0 as number), paintMs: performance.now() - (t0 as number)});
                  channel.port2.postMessage(null);
                }
              });
            }
          });
          observer.observe(document.body, {subtree: true, childList: true, characterData: true});
        });
      }, previous);
      const before = await cpuMs(cdp);
      const clickAt = await page.evaluate(() => performance.now());
      if (traced) {
        await browser.startTracing(page, {categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline']});
      }
      await sidebarLink(page, to).click();
      const {domMs, paintMs} = await page.evaluate(() => (window as Probe).__sxNav!);
      await page.waitForTimeout(1000);
      const after = await cpuMs(cdp);
      if (traced) {
        const cpu = threadCpu(await browser.stopTracing(), paintMs);
        out.cpuToPaintMs.push(cpu.toPaintMs);
        out.cpuMs.push(cpu.allMs);
        await page.close();
        continue;
      }
      const tasks = await page.evaluate(
        ([t0, until]) =>
          ((window as Probe).__sxLongTasks ?? [])
            .filter((t) => t.start >= t0 && t.start <= until)
            .map((t) => Math.round(t.duration)),
        [clickAt, clickAt + paintMs + 1000] as const,
      );
      out.domMs.push(domMs);
      out.paintMs.push(paintMs);
      out.longTasksMs.push(tasks);
      out.taskMs.push(after.taskMs - before.taskMs);
      await page.close();
    }
  } finally {
    await context.close();
  }
  return out;
}

export interface LoadResult {
  /**
   * Sum of (long task − 50 ms) from first contentful paint until idle, each task clipped at the
   * paint as Lighthouse does (the task that paints first counts only for what runs after it);
   * Lighthouse's TBT without its TTI cut-off.
   */
  readonly tbtMs: number;
  readonly longTasksMs: number[];
  /** Main-thread task and script time until idle. */
  readonly taskMs: number;
  readonly scriptMs: number;
  /** The main thread's CPU time until idle (trace thread time). */
  readonly cpuMs: number;
  readonly fcpMs: number;
  readonly lcpMs: number;
  /** Requests until network idle, not counting prefetch hints for other pages. */
  readonly requests: number;
  /** Prefetch hints (other pages' chunks) until idle. */
  readonly prefetches: number;
  /** JS until idle (no prefetch hints), gzip KiB and file count. */
  readonly jsKiB: number;
  readonly jsFiles: number;
  readonly files: {path: string; type: string; gzipBytes: number}[];
}

/** CPU time of the main thread of a page load: the busiest renderer main thread of the trace. */
function loadThreadCpu(trace: Buffer): number {
  const events = (JSON.parse(trace.toString()) as {traceEvents: TraceEvent[]}).traceEvents;
  const mains = new Set(
    events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`),
  );
  const byThread = new Map<string, number>();
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`;
    if (e.name === 'RunTask' && e.ph === 'X' && mains.has(key)) {
      byThread.set(key, (byThread.get(key) ?? 0) + (e.tdur ?? 0) / 1000);
    }
  }
  return byThread.size > 0 ? Math.max(...byThread.values()) : Number.NaN;
}

/**
 * One cold load of `route` (fresh context, empty cache) at `cpuRate`× CPU
 * slowdown, until the network is idle and a second has passed.
 */
export async function measureLoad(
  browser: Browser,
  origin: string,
  route: string,
  {cpuRate = 1}: {cpuRate?: number} = {},
): Promise<LoadResult> {
  const context = await browser.newContext({viewport: {width: 1280, height: 800}});
  await recordLongTasks(context);
  await context.addInitScript(() => {
    const w = window as Window & {__sxLcp?: number};
    try {
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) {
          w.__sxLcp = e.startTime;
        }
      }).observe({type: 'largest-contentful-paint', buffered: true});
    } catch {
      // no LCP API
    }
  });
  try {
    const page = await context.newPage();
    const cdp = await throttle(page, cpuRate);
    const responses = recordResponses(page, origin);
    await browser.startTracing(page, {categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline']});
    await page.goto(origin + route);
    await hydrated(page);
    await settle(page, 1000);
    const cpu = await cpuMs(cdp);
    const threadMs = loadThreadCpu(await browser.stopTracing());
    const files = [...(await responses()).values()];
    const timing = await page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
      lcp: (window as Window & {__sxLcp?: number}).__sxLcp ?? 0,
      tasks: (window as Probe).__sxLongTasks ?? [],
    }));
    const own = files.filter((f) => !f.hint);
    const js = own.filter((f) => f.type === 'script');
    const longTasks = timing.tasks.filter((t) => t.start + t.duration > timing.fcp);
    return {
      tbtMs: longTasks.reduce((a, t) => a + Math.max(0, t.start + t.duration - Math.max(t.start, timing.fcp) - 50), 0),
      longTasksMs: longTasks.map((t) => Math.round(t.duration)),
      taskMs: cpu.taskMs,
      scriptMs: cpu.scriptMs,
      cpuMs: threadMs,
      fcpMs: timing.fcp,
      lcpMs: timing.lcp,
      requests: own.length,
      prefetches: files.length - own.length,
      jsKiB: js.reduce((a, f) => a + f.gzipBytes, 0) / KiB,
      jsFiles: js.length,
      files: own.map(({path, type, gzipBytes}) => ({path, type, gzipBytes})),
    };
  } finally {
    await context.close();
  }
}

export interface SearchResult {
  readonly query: string;
  /** Everything fetched from opening search to the results on screen, gzip. */
  readonly kib: number;
  readonly files: {path: string; gzipBytes: number}[];
}

/** Opens search on `route` (loaded and idle), types `query` and waits for results. */
export async function measureSearch(
  browser: Browser,
  origin: string,
  query: string,
  route = '/',
): Promise<SearchResult> {
  const context = await browser.newContext({viewport: {width: 1280, height: 800}});
  try {
    const page = await context.newPage();
    await page.goto(origin + route);
    await hydrated(page);
    await settle(page);
    const responses = recordResponses(page, origin);
    await page.getByRole('button', {name: ui.searchLabel}).click();
    const dialog = page.getByRole('dialog', {name: 'Search the documentation'});
    await dialog.getByRole('combobox').fill(query);
    await dialog.getByRole('option').first().waitFor();
    await settle(page);
    const files = [...(await responses()).values()].filter((f) => !f.hint);
    return {
      query,
      kib: files.reduce((a, f) => a + f.gzipBytes, 0) / KiB,
      files: files.map(({path, gzipBytes}) => ({path, gzipBytes})),
    };
  } finally {
    await context.close();
  }
}

/**
 * Keystroke → results on screen, the index loaded: each query typed but its
 * last character, then that key pressed; from the keydown to the frame after
 * the dialog's list changed. A key that leaves the list as it was is no sample.
 */
export async function measureKeystroke(
  browser: Browser,
  origin: string,
  queries: readonly string[],
  runs = 3,
): Promise<number[]> {
  const context = await browser.newContext({viewport: {width: 1280, height: 800}});
  const samples: number[] = [];
  try {
    const page = await context.newPage();
    await page.goto(origin + '/');
    await hydrated(page);
    await settle(page);
    await page.getByRole('button', {name: ui.searchLabel}).click();
    const box = page.getByRole('dialog', {name: 'Search the documentation'}).getByRole('combobox');
    await box.fill(queries[0]!);
    await page.getByRole('dialog').getByRole('option').first().waitFor();
    for (let i = 0; i < runs; i++) {
      for (const q of queries) {
        await box.fill(q.slice(0, -1));
        await page.waitForTimeout(50);
        await page.evaluate(() => {
          const w = window as Probe;
          w.__sxKey = new Promise((resolve) => {
            let t0: number | undefined;
            addEventListener('keydown', () => (t0 = performance.now()), {capture: true, once: true});
            const observer = new MutationObserver(() => {
              if (t0 === undefined) return;
              observer.disconnect();
              requestAnimationFrame(() => resolve(performance.now() - t0!));
            });
            observer.observe(document.querySelector('dialog')!, {childList: true, subtree: true, characterData: true});
            setTimeout(() => (observer.disconnect(), resolve(null)), 1000);
          });
        });
        await page.keyboard.press(q.slice(-1));
        const ms = await page.evaluate(() => (window as Probe).__sxKey!);
        if (ms !== null) samples.push(ms);
      }
    }
  } finally {
    await context.close();
  }
  return samples;
}
