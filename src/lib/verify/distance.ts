/**
 * How far one name is from another, and what the difference is: the
 * optimal-string-alignment distance (Levenshtein plus the swap of two
 * neighbouring characters), with the edits that turn the official name into
 * the one checked, so a reader is told "'x' and 'e' swapped", not a number.
 */

export type Edit =
  /** `char` of the official name is missing at `at`. */
  | {readonly op: 'missing'; readonly at: number; readonly char: string}
  /** `char` is added at `at`. */
  | {readonly op: 'extra'; readonly at: number; readonly char: string}
  /** `char` stands where the official name has `official`. */
  | {readonly op: 'replaced'; readonly at: number; readonly char: string; readonly official: string}
  /** The official name's `official` pair of characters is swapped. */
  | {readonly op: 'swapped'; readonly at: number; readonly official: string};

/** The edits from `official` to `other` (code points), at most `max` of them; undefined when more are needed. */
export function editsBetween(official: string, other: string, max: number): Edit[] | undefined {
  const a = [...official];
  const b = [...other];
  if (Math.abs(a.length - b.length) > max) {
    return undefined;
  }
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[] = new Array<number>(rows * cols).fill(0);
  const at = (i: number, j: number): number => d[i * cols + j] ?? 0;
  for (let i = 0; i < rows; i += 1) d[i * cols] = i;
  for (let j = 0; j < cols; j += 1) d[j] = j;
  for (let i = 1; i < rows; i += 1) {
    for (let j = 1; j < cols; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, at(i - 2, j - 2) + 1);
      }
      d[i * cols + j] = best;
    }
  }
  if (at(a.length, b.length) > max) {
    return undefined;
  }
  // Walk back from the end, preferring a kept character, then a swap, a replacement, a missing or an extra one.
  const edits: Edit[] = [];
  let i = a.length;
  let j = b.length;
  while (i > 0 || j > 0) {
    const here = at(i, j);
    if (i > 0 && j > 0 && a[i - 1] === b[j - 1] && at(i - 1, j - 1) === here) {
      i -= 1;
      j -= 1;
    } else if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1] && at(i - 2, j - 2) === here - 1) {
      edits.push({op: 'swapped', at: i - 2, official: `${a[i - 2]}${a[i - 1]}`});
      i -= 2;
      j -= 2;
    } else if (i > 0 && j > 0 && at(i - 1, j - 1) === here - 1) {
      edits.push({op: 'replaced', at: i - 1, char: b[j - 1] ?? '', official: a[i - 1] ?? ''});
      i -= 1;
      j -= 1;
    } else if (i > 0 && at(i - 1, j) === here - 1) {
      edits.push({op: 'missing', at: i - 1, char: a[i - 1] ?? ''});
      i -= 1;
    } else {
      edits.push({op: 'extra', at: j - 1, char: b[j - 1] ?? ''});
      j -= 1;
    }
  }
  return edits.reverse();
}
