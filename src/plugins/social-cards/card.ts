/**
 * The social card of a page (Open Graph / Twitter image): a 1200×630 PNG in
 * the site's brand, from the page's title, description and section. Laid out
 * by satori (flexbox, text wrapping and clamping with real font metrics) with
 * Inter from @fontsource/inter, rasterised by @resvg/resvg-js: the same card
 * on every machine, no system fonts, nothing fetched.
 */
import {createHash} from 'node:crypto';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {Resvg} from '@resvg/resvg-js';
import satori from 'satori';
import {readBrandMark, svgDataUrl} from '../../lib/seo/brandMark';

export const cardSize = {width: 1200, height: 630} as const;

export interface CardInput {
  readonly title: string;
  readonly description: string;
  /** Small label above the title, e.g. the parent section. */
  readonly eyebrow: string;
  /** Shown at the bottom, e.g. "docs.sx-exchange.example". */
  readonly host: string;
  readonly brand: string;
}

const fontDir = path.dirname(require.resolve('@fontsource/inter/package.json'));
const weights = [400, 700, 800] as const;
let fonts: {name: string; data: Buffer; weight: (typeof weights)[number]; style: 'normal'}[] | undefined;
function loadFonts() {
  fonts ??= weights.map((weight) => ({
    name: 'Inter',
    weight,
    style: 'normal' as const,
    data: readFileSync(path.join(fontDir, 'files', `inter-latin-${weight}-normal.woff`)),
  }));
  return fonts;
}

/** The brand mark (src/lib/seo/brandMark.ts) as a data URL. */
const mark = svgDataUrl(readBrandMark(path.resolve(__dirname, '..', '..', '..')));

interface Node {
  type: string;
  props: {style?: Record<string, unknown>; children?: (Node | string)[] | Node | string; [k: string]: unknown};
}
const h = (type: string, style: Record<string, unknown>, ...children: (Node | string)[]): Node => ({
  type,
  props: {style, children},
});
const clamp = (lines: number) => ({display: 'block', lineClamp: lines, width: cardSize.width - 160});

function layout({title, description, eyebrow, host, brand}: CardInput): Node {
  return h(
    'div',
    {
      width: cardSize.width,
      height: cardSize.height,
      display: 'flex',
      flexDirection: 'column',
      padding: '56px 80px 120px',
      fontFamily: 'Inter',
      color: '#f4f7fb',
      backgroundColor: '#0b1220',
      backgroundImage: 'radial-gradient(circle at 90% 10%, rgba(18,181,212,0.35), rgba(11,18,32,0) 55%)',
    },
    h(
      'div',
      {display: 'flex', alignItems: 'center', gap: 24},
      {type: 'img', props: {src: mark, width: 66, height: 66}},
      h('div', {fontSize: 34, fontWeight: 800, letterSpacing: 2}, brand.toUpperCase()),
    ),
    h(
      'div',
      {display: 'flex', flexDirection: 'column', flexGrow: 1, flexShrink: 1, justifyContent: 'center', minHeight: 0},
      h(
        'div',
        {fontSize: 28, fontWeight: 700, color: '#5fd4ea', letterSpacing: 1, marginBottom: 16},
        eyebrow.toUpperCase(),
      ),
      h('div', {fontSize: title.length > 40 ? 60 : 76, fontWeight: 800, lineHeight: 1.1, ...clamp(2)}, title),
      h('div', {fontSize: 30, color: '#b8c6da', lineHeight: 1.35, marginTop: 20, ...clamp(2)}, description),
    ),
    h('div', {position: 'absolute', left: 80, bottom: 40, fontSize: 28, fontWeight: 700, color: '#5fd4ea'}, host),
    h('div', {
      position: 'absolute',
      left: 0,
      bottom: 0,
      width: cardSize.width,
      height: 12,
      backgroundImage: 'linear-gradient(90deg, #12b5d4, #ff7a3d)',
    }),
  );
}

/** The card as SVG (text as paths, fonts embedded as outlines). */
export async function socialCardSvg(input: CardInput): Promise<string> {
  return satori(layout(input) as unknown as Parameters<typeof satori>[0], {...cardSize, fonts: loadFonts()});
}

/** The card as PNG. */
export async function socialCardPng(input: CardInput): Promise<Buffer> {
  const svg = await socialCardSvg(input);
  return Buffer.from(new Resvg(svg, {fitTo: {mode: 'width', value: cardSize.width}}).render().asPng());
}

/** A key that changes whenever the card's input, its renderer or the brand mark would: the cache's file name. */
export function cardKey(input: CardInput): string {
  const renderer = readFileSync(__filename, 'utf8');
  return createHash('sha256').update(renderer).update(mark).update(JSON.stringify(input)).digest('hex').slice(0, 20);
}
