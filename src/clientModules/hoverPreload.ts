/**
 * The spec's link prefetch hover delay (ui.prefetchHoverDelayMs, 100 ms):
 * Docusaurus's Link preloads a page (runs its chunks) the moment the pointer
 * enters the link; here that preload waits for the delay and is dropped if
 * the pointer leaves first, so sweeping over the sidebar runs nothing. A
 * click still loads the page at once (the core's navigation preloads it
 * itself), and links in view keep prefetching their files when idle.
 */
import type {ClientModule} from '@docusaurus/types';
import {ui} from '@site/src/data/ui';

interface Loader {
  prefetch(path: string): unknown;
  preload(path: string): unknown;
}

const pending = new Map<string, number>();

function cancel(event: MouseEvent): void {
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
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

/** Wraps the core's loader on window (set by the client entry before the first route update). */
function install(): void {
  const w = window as unknown as {docusaurus?: Loader; sxHoverPreload?: boolean};
  const core = w.docusaurus;
  if (!core || w.sxHoverPreload) {
    return;
  }
  w.sxHoverPreload = true;
  w.docusaurus = Object.freeze({
    prefetch: (path: string) => core.prefetch(path),
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
  document.addEventListener('mouseout', cancel);
}

const hoverPreload: ClientModule = {
  onRouteDidUpdate() {
    install();
  },
};

export default hoverPreload;
