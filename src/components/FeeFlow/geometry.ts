/** Pure geometry for the fee-split bar: segments side by side across its width. */
export interface Segment {
  readonly x: number;
  readonly width: number;
}

/** One segment per share (fractions adding up to 1), laid end to end over `width`. */
export function segments(shares: readonly number[], width: number): Segment[] {
  const sum = shares.reduce((a, s) => a + s, 0);
  if (Math.abs(sum - 1) > 1e-9) {
    throw new Error(`Fee shares must add up to 1, not ${sum}.`);
  }
  let x = 0;
  return shares.map((s) => {
    const segment = {x, width: s * width};
    x += s * width;
    return segment;
  });
}
