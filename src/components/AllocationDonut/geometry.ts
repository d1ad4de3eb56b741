/**
 * Pure geometry for the allocation donut. Angles are in radians, measured
 * clockwise from 12 o'clock, so the first slice starts at the top.
 */
export const FULL_TURN = 2 * Math.PI;

export interface SliceAngles {
  readonly start: number;
  readonly end: number;
  /** Angle through the middle of the slice, for its labels. */
  readonly mid: number;
  /** end − start. */
  readonly sweep: number;
}

/** One slice per value, each proportional to its value, together one full turn. */
export function sliceAngles(values: readonly number[]): SliceAngles[] {
  const total = values.reduce((sum, v) => sum + v, 0);
  if (!(total > 0) || values.some((v) => v < 0)) {
    throw new Error('Slice values must be non-negative and add up to more than 0.');
  }
  let start = 0;
  return values.map((v) => {
    const sweep = (v / total) * FULL_TURN;
    const slice = {start, end: start + sweep, mid: start + sweep / 2, sweep};
    start += sweep;
    return slice;
  });
}

export interface Point {
  readonly x: number;
  readonly y: number;
}

/** The point at `radius` and `angle` around the origin (SVG y grows downwards). */
export function polar(radius: number, angle: number): Point {
  return {x: radius * Math.sin(angle), y: -radius * Math.cos(angle)};
}

const r2 = (n: number): string => String(Math.round(n * 100) / 100);
const pt = ({x, y}: Point): string => `${r2(x)} ${r2(y)}`;

/** SVG path of a ring segment between two radii and two angles, centred on the origin. */
export function ringSegmentPath(inner: number, outer: number, start: number, end: number): string {
  const sweep = end - start;
  if (sweep >= FULL_TURN - 1e-9) {
    // A full ring cannot be one arc: draw it as two halves.
    const half = start + Math.PI;
    return `${ringSegmentPath(inner, outer, start, half)} ${ringSegmentPath(inner, outer, half, end)}`;
  }
  const large = sweep > Math.PI ? 1 : 0;
  return [
    `M ${pt(polar(outer, start))}`,
    `A ${r2(outer)} ${r2(outer)} 0 ${large} 1 ${pt(polar(outer, end))}`,
    `L ${pt(polar(inner, end))}`,
    `A ${r2(inner)} ${r2(inner)} 0 ${large} 0 ${pt(polar(inner, start))}`,
    'Z',
  ].join(' ');
}

/** Text anchor for a label outside the ring at `angle`, so it grows away from the ring. */
export function labelAnchor(angle: number): 'start' | 'middle' | 'end' {
  const s = Math.sin(angle);
  if (s > 0.2) return 'start';
  if (s < -0.2) return 'end';
  return 'middle';
}
