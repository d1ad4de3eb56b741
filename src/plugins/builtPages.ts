/** Shared by the postBuild plugins: the built HTML file of a route, and absolute URLs. */
import {existsSync} from 'node:fs';
import path from 'node:path';

export function htmlFileFor(outDir: string, routePath: string): string {
  const clean = routePath.replace(/^\/+|\/+$/g, '');
  const candidates = clean
    ? [path.join(outDir, `${clean}.html`), path.join(outDir, clean, 'index.html')]
    : [path.join(outDir, 'index.html')];
  const found = candidates.find((file) => existsSync(file));
  if (!found) {
    throw new Error(`no built HTML for ${routePath} (looked for ${candidates.join(', ')})`);
  }
  return found;
}

/** Absolute URL of a path under the site's baseUrl ("/tokenomics" → "https://host/base/tokenomics"). */
export function absoluteUrl(siteConfig: {url: string; baseUrl: string}, routePath: string): string {
  return new URL(siteConfig.baseUrl + routePath.replace(/^\/+/, ''), siteConfig.url).href;
}
