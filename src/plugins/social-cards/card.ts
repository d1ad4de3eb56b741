/**
 * The social card of a page (Open Graph / Twitter image): 1200×630, branded,
 * from the page's title and description. Pure string building, no fonts or
 * network: the SVG names system fonts and wraps text by an estimate of the
 * line width, so it stays inside the card for any title the site uses.
 */
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

export function escapeXml(text: string): string {
  return text.replace(
    /[<>&'"]/g,
    (c) => ({'<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;'})[c] ?? c,
  );
}

/**
 * Greedy word wrap to at most `maxLines` lines of about `maxChars` characters;
 * the last line ends in an ellipsis when text is left over.
 */
export function wrapText(text: string, maxChars: number, maxLines: number): string[] {
  const words = text.trim().split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = '';
  let i = 0;
  for (; i < words.length; i++) {
    const word = words[i] ?? '';
    const next = line ? `${line} ${word}` : word;
    if (next.length <= maxChars || !line) {
      line = next.length > maxChars ? `${next.slice(0, maxChars - 1)}…` : next;
      continue;
    }
    lines.push(line);
    line = word;
    if (lines.length === maxLines) {
      break;
    }
  }
  if (lines.length < maxLines && line) {
    lines.push(line);
    line = '';
  }
  if (i < words.length || line) {
    const last = lines[lines.length - 1] ?? '';
    lines[lines.length - 1] = `${last.replace(/[\s,.;:–—-]+$/, '').slice(0, maxChars - 1)}…`;
  }
  return lines;
}

const font = "system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif";

export function socialCardSvg({title, description, eyebrow, host, brand}: CardInput): string {
  const {width, height} = cardSize;
  const titleSize = title.length > 40 ? 64 : 80;
  const titleLines = wrapText(title, titleSize === 80 ? 24 : 28, 2);
  const descLines = wrapText(description, 60, 2);
  const titleTop = 320;
  const titleStep = titleSize * 1.12;
  const descTop = titleTop + (titleLines.length - 1) * titleStep + 70;
  const tspans = (lines: string[], x: number, y: number, step: number) =>
    lines.map((l, i) => `<tspan x="${x}" y="${Math.round(y + i * step)}">${escapeXml(l)}</tspan>`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<title>${escapeXml(`${title} · ${brand}`)}</title>
<defs>
<linearGradient id="mark" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#12b5d4"/><stop offset="1" stop-color="#ff7a3d"/></linearGradient>
<linearGradient id="glow" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#12b5d4" stop-opacity="0.28"/><stop offset="1" stop-color="#0b1220" stop-opacity="0"/></linearGradient>
</defs>
<rect width="${width}" height="${height}" fill="#0b1220"/>
<circle cx="1080" cy="80" r="420" fill="url(#glow)"/>
<rect x="0" y="${height - 12}" width="${width}" height="12" fill="url(#mark)"/>
<g transform="translate(80 72) scale(3)">
<rect width="22" height="22" rx="6" fill="url(#mark)"/>
<path d="M15.2 6.6C14.2 5.6 12.9 5 11.4 5 9 5 7.3 6.3 7.3 8.1c0 4 8 2.6 8 6 0 1.6-1.6 2.9-3.9 2.9-1.7 0-3.1-.6-4.1-1.7" fill="none" stroke="#fff" stroke-width="2.3" stroke-linecap="round"/>
</g>
<g font-family="${escapeXml(font)}">
<text x="170" y="122" fill="#f4f7fb" font-size="34" font-weight="800" letter-spacing="2">${escapeXml(brand.toUpperCase())}</text>
<text x="80" y="${titleTop - titleSize - 28}" fill="#5fd4ea" font-size="28" font-weight="700" letter-spacing="1">${escapeXml(eyebrow.toUpperCase())}</text>
<text fill="#f4f7fb" font-size="${titleSize}" font-weight="800">${tspans(titleLines, 80, titleTop, titleStep)}</text>
<text fill="#b8c6da" font-size="32">${tspans(descLines, 80, descTop, 44)}</text>
<text x="80" y="${height - 50}" fill="#5fd4ea" font-size="28" font-weight="600">${escapeXml(host)}</text>
</g>
</svg>
`;
}
