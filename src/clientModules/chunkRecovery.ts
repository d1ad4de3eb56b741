/**
 * Recovery from a page part (chunk) that fails to load, e.g. a tab left open
 * across a deploy or a dropped connection: load the page afresh once; if that
 * fails too, show the error screen with a retry. Never a reload loop.
 *
 * Storage: one sessionStorage entry (listed in src/data/legal.ts, siteStorage),
 * written when a chunk has failed and removed as soon as a page loads fine.
 * A page change itself touches no storage (a write costs milliseconds on the
 * main thread): the path it is going to is kept in memory, and written only
 * if the page goes away before that page has rendered.
 */
import type {ClientModule} from '@docusaurus/types';
import {ui} from '@site/src/data/ui';
import {storageKey} from '@site/src/lib/client/storageKey';

const KEY = storageKey('sx-chunk-retry');

export function isChunkLoadError(reason: unknown): reason is Error {
  return (
    reason instanceof Error &&
    (reason.name === 'ChunkLoadError' || /Loading (CSS )?chunk \S+ failed/.test(reason.message))
  );
}

function read(): string | null {
  try {
    return window.sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

function write(path: string | null): void {
  try {
    if (path === null) {
      window.sessionStorage.removeItem(KEY);
    } else {
      window.sessionStorage.setItem(KEY, path);
    }
  } catch {
    // Storage blocked: the reload guard then relies on the error screen below.
  }
}

/** The page a client-side navigation is going to, until it has rendered. */
let pending: string | null = null;
/** The marker as this page found it (the only reader of storage after load). */
let marked: string | null = null;

/** Plain-DOM error screen: React may be the thing that failed to load. */
function showErrorScreen(error: Error): void {
  const root = document.getElementById('__docusaurus') ?? document.body;
  const main = document.createElement('main');
  main.className = 'container margin-vert--xl sx-chunk-error';
  main.setAttribute('role', 'alert');
  const h1 = document.createElement('h1');
  h1.textContent = ui.errorTitle;
  const message = document.createElement('p');
  message.textContent = error.message.split('\n')[0] ?? error.message;
  const retry = document.createElement('button');
  retry.type = 'button';
  retry.className = 'button button--primary';
  retry.textContent = ui.tryAgain;
  retry.addEventListener('click', () => {
    write(null);
    window.location.reload();
  });
  const home = document.createElement('a');
  home.href = '/';
  home.className = 'button button--secondary margin-left--sm';
  home.textContent = 'Go to the introduction';
  main.append(h1, message, retry, home);
  root.replaceChildren(main);
  retry.focus();
}

function onChunkError(error: Error): void {
  const path = window.location.pathname;
  if (pending === path) {
    return; // a page change (e.g. a hover's preload): the core reloads the page itself
  }
  if (read() === path) {
    showErrorScreen(error);
    return;
  }
  write(path);
  window.location.reload();
}

if (typeof window !== 'undefined') {
  // A failed first load (the core's preload before hydration has no handler).
  window.addEventListener('unhandledrejection', (event) => {
    if (isChunkLoadError(event.reason)) {
      event.preventDefault();
      onChunkError(event.reason);
    }
  });
  marked = read();
  // On client-side navigation the core reloads the page when the next route's
  // chunks fail, before the route updates: the marker written as the page goes
  // is there after that reload, so a second failure shows the error screen.
  window.addEventListener('pagehide', () => {
    if (pending !== null) {
      write(pending);
    }
  });
}

const chunkRecovery: ClientModule = {
  onRouteUpdate({location, previousLocation}) {
    if (previousLocation) {
      pending = location.pathname;
    }
  },
  // A page that renders clears the marker.
  onRouteDidUpdate({location}) {
    pending = null;
    if (marked === location.pathname) {
      marked = null;
      write(null);
    }
  },
};

export default chunkRecovery;
