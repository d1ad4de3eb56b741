/**
 * Series colours for the figures, one pair per series: `light` on the light
 * page background, `dark` on the dark one. Each has at least 3:1 contrast with
 * its background (WCAG 1.4.11), checked in test/unit/figures.test.ts.
 * Colour never carries meaning alone: every series is also numbered or labelled.
 */
import type {CSSProperties} from 'react';

export interface SeriesColour {
  readonly light: string;
  readonly dark: string;
}

export const palette: readonly SeriesColour[] = [
  {light: '#0a6c86', dark: '#5fd4ea'},
  {light: '#1d4ed8', dark: '#93b4ff'},
  {light: '#7c3aed', dark: '#c4a5ff'},
  {light: '#be185d', dark: '#f59ac6'},
  {light: '#c2410c', dark: '#ff9a62'},
  {light: '#8a5a00', dark: '#f5c542'},
  {light: '#15803d', dark: '#4ade80'},
  {light: '#4d7c0f', dark: '#bef264'},
  {light: '#475569', dark: '#cbd5e1'},
];

/** The colour of series `index`, cycling through the palette. */
export function seriesColour(index: number): SeriesColour {
  const colour = palette[index % palette.length];
  if (!colour) {
    throw new Error('The figure palette is empty.');
  }
  return colour;
}

/**
 * CSS custom properties for one series; the figure stylesheet picks
 * `--site-fig-light` or `--site-fig-dark` by colour mode (and light for print).
 */
export function seriesStyle(index: number): CSSProperties {
  const {light, dark} = seriesColour(index);
  const vars: Record<'--site-fig-light' | '--site-fig-dark', string> = {'--site-fig-light': light, '--site-fig-dark': dark};
  return vars as CSSProperties;
}
