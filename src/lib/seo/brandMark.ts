/**
 * The brand mark, drawn once in static/img/favicon.svg: the favicon, the
 * raster icons (icons.ts), the social cards and the PDF cover all use it.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';

export const brandMarkFile = path.join('static', 'img', 'favicon.svg');

export function readBrandMark(siteDir: string): string {
  return readFileSync(path.join(siteDir, brandMarkFile), 'utf8');
}

/**
 * An SVG as a data URL. The favicon is one: a linked file is a request the
 * browser makes while the first paint is pending (Lighthouse then counts it
 * into the page's LCP), and the mark is under 1 KB.
 */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml,${encodeURIComponent(svg.trim())}`;
}
