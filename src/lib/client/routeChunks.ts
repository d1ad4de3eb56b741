/**
 * Prefetches the split chunks a route needs besides the chunks it names (the
 * core prefetches those): from the bundler's runtime function that
 * src/plugins/route-chunks adds, the chunks most route chunks need
 * (`shared`, every page's: the core's `common`, the facts chunk) and, for
 * a route whose chunks need more, those (`extra`, by the route data's chunk
 * names). Each file is hinted once (<link rel="prefetch">), whoever asks.
 */
import {matchPath} from '@docusaurus/router';
import routes from '@generated/routes';
import routesChunkNames from '@generated/routesChunkNames';
import {chunkNamesIn} from '@site/src/plugins/route-chunks/names';

interface RouteChunks {
  shared(): string[];
  extra(chunkName: string): string[];
  /** Whether any route chunk needs more than the shared chunks. */
  extras: boolean;
}

declare const __webpack_require__: {sxRouteChunks?: RouteChunks};

const hinted = new Map<string, Promise<void>>();

/** Hints `url` once (a prefetch, not run); resolves when the file is in the cache, or failed to load. */
export function prefetchChunk(url: string): Promise<void> {
  let done = hinted.get(url);
  if (!done) {
    done = new Promise<void>((resolve) => {
      const link = document.createElement('link');
      link.rel = 'prefetch';
      link.href = url;
      link.onload = link.onerror = () => resolve();
      document.head.appendChild(link);
    });
    hinted.set(url, done);
  }
  return done;
}

interface RouteConfig {
  readonly path?: string;
  readonly exact?: boolean;
  readonly strict?: boolean;
  readonly routes?: readonly RouteConfig[];
}

/** The route paths a location renders, outermost first: the first match at each level, as the router renders them. */
function matchedPaths(config: readonly RouteConfig[], pathname: string): string[] {
  const route = config.find((r) => !r.path || matchPath(pathname, r));
  if (!route) return [];
  return [...(route.path ? [route.path] : []), ...matchedPaths(route.routes ?? [], pathname)];
}

/** The chunk names of the routes `pathname` renders (the route data's keys are "<route path>-<hash>"). */
function chunkNames(pathname: string): string[] {
  const paths = new Set(matchedPaths(routes as readonly RouteConfig[], pathname));
  return Object.entries(routesChunkNames)
    .filter(([key]) => paths.has(key.slice(0, key.lastIndexOf('-'))))
    .flatMap(([, chunks]) => chunkNamesIn(chunks));
}

/** Hints the split chunks the route at `pathname` needs (the core hints the chunks it names). */
export function prefetchRouteChunks(pathname: string): void {
  const chunks = __webpack_require__.sxRouteChunks;
  if (!chunks) {
    throw new Error(
      '[route-chunks] the bundler runtime has no sxRouteChunks: register src/plugins/route-chunks in docusaurus.config.ts',
    );
  }
  const urls = [...chunks.shared(), ...(chunks.extras ? chunkNames(pathname).flatMap((n) => chunks.extra(n)) : [])];
  for (const url of urls) void prefetchChunk(url);
}
