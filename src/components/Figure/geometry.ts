/** Geometry shared by the figures' charts. */

/** Maps [d0, d1] linearly onto [r0, r1]. */
export function linear(d0: number, d1: number, r0: number, r1: number): (v: number) => number {
  return (v) => r0 + ((v - d0) / (d1 - d0)) * (r1 - r0);
}

/** A viewBox of `width` × `height` and the margins around its plot area. */
export interface Plot {
  readonly width: number;
  readonly height: number;
  readonly left: number;
  readonly right: number;
  readonly top: number;
  readonly bottom: number;
}

/** Rounds a coordinate to two decimals, to keep the SVG in the HTML small. */
export const r2 = (n: number): number => Math.round(n * 100) / 100;

/** Each value as a fraction of the largest one (the largest is 1). */
export function fractionsOfMax(values: readonly number[]): number[] {
  const max = Math.max(...values);
  if (!(max > 0)) {
    throw new Error('At least one value must be above 0.');
  }
  return values.map((v) => v / max);
}

/** Each value as a fraction of their sum (together 1). */
export function fractionsOfSum(values: readonly number[]): number[] {
  const sum = values.reduce((a, v) => a + v, 0);
  if (!(sum > 0)) {
    throw new Error('The values must add up to more than 0.');
  }
  return values.map((v) => v / sum);
}
