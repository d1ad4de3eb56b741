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

/** An SVG as a data URL (the social cards draw the mark from one). */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml,${encodeURIComponent(svg.trim())}`;
}
