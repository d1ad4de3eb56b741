/** Where the Markdown copy of a page lives, relative to baseUrl: "/" → "index.md", "/tokenomics" → "tokenomics.md". */
export function markdownFileFor(routePath: string): string {
  const clean = routePath.replace(/^\/+|\/+$/g, '');
  return `${clean || 'index'}.md`;
}

/** The whitepaper PDF (npm run pdf), at the site root. */
export const whitepaperPdfFile = 'sx-whitepaper.pdf';

/** Where the social card (PNG) of a page lives, relative to baseUrl: "/" → "img/social/index.png", "/1.0/faq" → "img/social/1.0/faq.png". */
export function cardFileFor(routePath: string): string {
  const clean = routePath.replace(/^\/+|\/+$/g, '');
  return `img/social/${clean || 'index'}.png`;
}

/** The raster logo (PNG, written by the build from static/img/favicon.svg), for the Organization JSON-LD. */
export const logoPngFile = 'img/logo-512.png';
