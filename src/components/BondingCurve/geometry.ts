/**
 * Pure geometry for the bonding-curve illustration. Supply and price are
 * normalised to 0–1: the shape is illustrative, not the launchpad's formula.
 */
import {linear, r2, type Plot} from '../Figure/geometry';

/** Price at the start of the curve, as a fraction of the price when the curve is full. */
export const START_PRICE = 0.08;

/** Illustrative price (0–1) at `sold` (0–1 of the curve's capacity): rises ever faster. */
export function illustrativePrice(sold: number): number {
  const s = Math.min(Math.max(sold, 0), 1);
  return START_PRICE + (1 - START_PRICE) * s * s;
}

export interface CurvePoint {
  readonly sold: number;
  readonly price: number;
}

/** `steps + 1` points from empty (0) to full (1). */
export function curvePoints(steps: number): CurvePoint[] {
  return Array.from({length: steps + 1}, (_, i) => {
    const sold = i / steps;
    return {sold, price: illustrativePrice(sold)};
  });
}

/** Maps normalised supply and price into the plot area. */
export function curveScales(plot: Plot): {x: (sold: number) => number; y: (price: number) => number} {
  return {
    x: linear(0, 1, plot.left, plot.width - plot.right),
    y: linear(0, 1, plot.height - plot.bottom, plot.top),
  };
}

/** SVG path of the curve, and of the area under it down to the supply axis. */
export function curvePaths(points: readonly CurvePoint[], plot: Plot): {line: string; area: string} {
  const {x, y} = curveScales(plot);
  const line = points.map((p, i) => `${i === 0 ? 'M' : 'L'} ${r2(x(p.sold))} ${r2(y(p.price))}`).join(' ');
  const base = r2(y(0));
  const area = `${line} L ${r2(x(1))} ${base} L ${r2(x(0))} ${base} Z`;
  return {line, area};
}
