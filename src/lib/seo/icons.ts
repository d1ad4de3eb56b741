/**
 * Raster icons from the brand mark (static/img/favicon.svg), drawn by
 * @resvg/resvg-js at build time: the Organization logo crawlers require
 * (PNG, at least 112×112) and /favicon.ico (PNG images in an ICO container,
 * which every browser and tool that asks for /favicon.ico reads).
 *
 * The tab icon every page carries (docusaurus.config.ts) is a small PNG of the
 * mark as a data URL, not the SVG: Chrome fetches and decodes a page's icon
 * again after every history.pushState, that is on every page change, and it
 * draws an SVG icon by building an SVG document on the page's main thread
 * (2 ms, traced, in the middle of the change; a PNG: under 0.5 ms). Not a
 * file either: the browser would ask the server for it again on each change
 * (issue 18).
 */
import {Resvg} from '@resvg/resvg-js';

export const logoSize = 512;
export const faviconSizes = [16, 32, 48] as const;

export function pngFromSvg(svg: string, size: number): Buffer {
  return Buffer.from(new Resvg(svg, {fitTo: {mode: 'width', value: size}}).render().asPng());
}

/** The tab icon's size: a tab's icon at 1× (its PNG is 0.7 KB; at 32 px, 1.6 KB in every page's HTML). */
export const inlineFaviconSize = 16;

/** The tab icon, as a PNG data URL. */
export function faviconDataUrl(svg: string): string {
  return `data:image/png;base64,${pngFromSvg(svg, inlineFaviconSize).toString('base64')}`;
}

/** An ICO file holding the given square PNG images (ICONDIR + one ICONDIRENTRY each + the PNGs). */
export function icoFromPngs(images: readonly {size: number; png: Buffer}[]): Buffer {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({size, png}, i) => {
    const at = 6 + 16 * i;
    header.writeUInt8(size >= 256 ? 0 : size, at);
    header.writeUInt8(size >= 256 ? 0 : size, at + 1);
    header.writeUInt16LE(1, at + 4);
    header.writeUInt16LE(32, at + 6);
    header.writeUInt32LE(png.length, at + 8);
    header.writeUInt32LE(offset, at + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...images.map((i) => i.png)]);
}
