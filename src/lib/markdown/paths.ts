/** Where the Markdown copy of a page lives, relative to baseUrl: "/" → "index.md", "/tokenomics" → "tokenomics.md". */
export function markdownFileFor(routePath: string): string {
  const clean = routePath.replace(/^\/+|\/+$/g, '');
  return `${clean || 'index'}.md`;
}

/** The whitepaper PDF (npm run pdf), at the site root. */
export const whitepaperPdfFile = 'sx-whitepaper.pdf';
