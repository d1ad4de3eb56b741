/** Pure geometry for line charts of a quantity over months. */
import {linear, r2, type Plot} from '../Figure/geometry';

export type {Plot};

export interface SeriesPoint {
  readonly month: number;
  readonly value: number;
}

/** `valueAt` sampled every `step` months from 0 to `lastMonth` inclusive. */
export function sampleMonths(valueAt: (month: number) => number, lastMonth: number, step = 1): SeriesPoint[] {
  const points: SeriesPoint[] = [];
  for (let month = 0; month <= lastMonth; month += step) {
    points.push({month, value: valueAt(month)});
  }
  if (points.at(-1)?.month !== lastMonth) {
    points.push({month: lastMonth, value: valueAt(lastMonth)});
  }
  return points;
}


export interface Scales {
  readonly x: (month: number) => number;
  readonly y: (value: number) => number;
}

/** Scales from months [0, lastMonth] and values [0, maxValue] to the plot area. */
export function scales(plot: Plot, lastMonth: number, maxValue: number): Scales {
  return {
    x: linear(0, lastMonth, plot.left, plot.width - plot.right),
    y: linear(0, maxValue, plot.height - plot.bottom, plot.top),
  };
}

/** Corner points of the polyline, dropping points that lie on a straight run. */
export function corners(points: readonly SeriesPoint[]): SeriesPoint[] {
  return points.filter((p, i) => {
    const prev = points[i - 1];
    const next = points[i + 1];
    if (!prev || !next) return true;
    const slopeIn = (p.value - prev.value) / (p.month - prev.month);
    const slopeOut = (next.value - p.value) / (next.month - p.month);
    return Math.abs(slopeIn - slopeOut) > Math.abs(slopeIn) * 0.01 + 1;
  });
}

/** SVG path through the points. */
export function linePath(points: readonly SeriesPoint[], {x, y}: Scales): string {
  return points.map((p, i) => `${i === 0 ? 'M' : 'L'} ${r2(x(p.month))} ${r2(y(p.value))}`).join(' ');
}

/** SVG path of the area between the line and the zero line. */
export function areaPath(points: readonly SeriesPoint[], s: Scales): string {
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return '';
  return `${linePath(points, s)} L ${r2(s.x(last.month))} ${r2(s.y(0))} L ${r2(s.x(first.month))} ${r2(s.y(0))} Z`;
}
