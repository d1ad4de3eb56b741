/**
 * The spec's link prefetch hover delay (ui.prefetchHoverDelayMs, 100 ms):
 * Docusaurus's Link preloads a page (runs its chunks) the moment the pointer
 * enters the link; here that preload waits for the delay and is dropped if
 * the pointer leaves first, so sweeping over the sidebar runs nothing. A
 * click still loads the page at once (the core's navigation preloads it
 * itself).
 *
 * Links in view still prefetch their page's files (the chunks the route names,
 * and the split chunks those need: src/lib/client/routeChunks.ts), but in idle time, once per
 * page: the core's Link asks for a prefetch the moment each link scrolls into
 * view, and each request matches the route table again (about 1 ms, 10 ms at
 * 8× CPU slowdown), so a sidebar of section links made one long task of them
 * while the page hydrated (issue 18). Here the requests are queued by path
 * (without #section or ?query, which name the same files) and run while the
 * browser is idle. The sidebar's links scrolled out of its view are queued too:
 * a reader who scrolls to one and clicks at once would find nothing prefetched.
 *
 * A press (pointerdown) on an internal link preloads its page at once.
 *
 * Loaded after the first load (src/clientModules/hoverPreload.ts), which
 * queues the core's prefetches until then.
 */
import {ThemeClassNames} from '@docusaurus/theme-common';
import {ui} from '@site/src/data/ui';
import {prefetchRouteChunks} from '@site/src/lib/client/routeChunks';
import {whenIdle, type IdleDeadline} from '@site/src/lib/client/whenIdle';

export interface Loader {
  /** False when it fetches nothing (the page is loaded already, or the connection is slow). */
  prefetch(path: string): unknown;
  preload(path: string): unknown;
}

const pending = new Map<string, number>();

/** Paths waiting for idle time, and every path ever queued (a page's files are prefetched once). */
const idleQueue: string[] = [];
const queued = new Set<string>();
let idleScheduled = false;

function prefetchWhenIdle(core: Loader, path: string): void {
  const page = path.replace(/[?#].*$/, '');
  if (queued.has(page)) {
    return;
  }
  queued.add(page);
  idleQueue.push(page);
  if (idleScheduled) {
    return;
  }
  idleScheduled = true;
  const drain = (deadline?: IdleDeadline): void => {
    // At least one per turn; more while the idle time left is twice what the last one took
    // (on a slow phone one takes 10–40 ms: the turn stays under 50 ms).
    let took: number;
    do {
      const start = performance.now();
      const page = idleQueue.shift()!;
      // The core hints the chunks the route names, unless it is loaded already or the connection is slow;
      // then the split chunks those need (src/lib/client/routeChunks.ts).
      if (core.prefetch(page) !== false) prefetchRouteChunks(page);
      took = performance.now() - start;
    } while (idleQueue.length > 0 && (deadline?.timeRemaining() ?? 0) > Math.max(4, 2 * took));
    if (idleQueue.length > 0) {
      whenIdle(drain);
    } else {
      idleScheduled = false;
    }
  };
  whenIdle(drain);
}

/** The link an event happened in, if any. */
const linkOf = (target: EventTarget | null): Element | null =>
  target instanceof Element ? target.closest('a[href]') : null;

/** An internal link's path (as the core's route table knows it), or null. */
function internalPath(target: EventTarget | null): string | null {
  const link = linkOf(target);
  if (!link || link.getAttribute('target') === '_blank') {
    return null;
  }
  const url = new URL(link.getAttribute('href') ?? '', window.location.href);
  return url.origin === window.location.origin ? url.pathname : null;
}

function cancel(event: MouseEvent): void {
  const link = linkOf(event.target);
  if (!link || (event.relatedTarget instanceof Node && link.contains(event.relatedTarget))) {
    return;
  }
  const path = link.getAttribute('href') ?? '';
  const timer = pending.get(path);
  if (timer !== undefined) {
    window.clearTimeout(timer);
    pending.delete(path);
  }
}

/** Wraps the core's loader on window, and prefetches the paths the core asked for before. */
export function install(core: Loader, waiting: readonly string[]): void {
  (window as unknown as {docusaurus: Loader}).docusaurus = Object.freeze({
    prefetch: (path: string) => {
      prefetchWhenIdle(core, path);
      return false;
    },
    preload: (path: string) => {
      if (!pending.has(path)) {
        pending.set(
          path,
          window.setTimeout(() => {
            pending.delete(path);
            core.preload(path);
          }, ui.prefetchHoverDelayMs),
        );
      }
      return false;
    },
  });
  waiting.forEach((path) => prefetchWhenIdle(core, path));
  // The sidebar's pages too, also those scrolled out of its view: a reader reaches for them from anywhere on the page.
  document.querySelectorAll(`.${ThemeClassNames.docs.docSidebarMenu} a[href]`).forEach((link) => {
    const path = internalPath(link);
    if (path) prefetchWhenIdle(core, path);
  });
  document.addEventListener('mouseout', cancel);
  // A press on a link is a click on its way (a reader holds the button or finger 50–150 ms):
  // its page loads from that moment, without the hover delay.
  document.addEventListener(
    'pointerdown',
    (event) => {
      const path = event.button === 0 ? internalPath(event.target) : null;
      if (path) {
        core.preload(path);
      }
    },
    {capture: true, passive: true},
  );
}
