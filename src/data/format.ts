/**
 * Formatting shared by pages and figures, so one number always reads the same.
 *
 * Written out instead of `Intl.NumberFormat`: the first ICU number formatter
 * a page makes costs 10–80 ms (Chromium loads the locale's data then), and
 * pages make it while they hydrate, inside one long task (issue 18). The
 * output is en-US, as Intl gives it; test/unit/format.test.ts holds the two
 * side by side over every magnitude.
 */

/**
 * `value` rounded half away from zero to at most `max` decimals (at least
 * `min`), from its shortest decimal form (the digits a reader would type), as
 * ICU rounds; undefined for numbers that form has an exponent in.
 */
function fixed(value: number, max: number, min = 0): {int: string; frac: string} | undefined {
  const text = Math.abs(value).toString();
  if (!/^\d+(\.\d+)?$/.test(text)) {
    return undefined;
  }
  const [int = '0', frac = ''] = text.split('.');
  let digits = BigInt(int + frac.slice(0, max).padEnd(max, '0'));
  if ((frac[max] ?? '0') >= '5') {
    digits += 1n;
  }
  const all = digits.toString().padStart(max + 1, '0');
  const whole = all.slice(0, all.length - max);
  let decimals = all.slice(all.length - max);
  while (decimals.length > min && decimals.endsWith('0')) {
    decimals = decimals.slice(0, -1);
  }
  return {int: whole, frac: decimals};
}

/** "1234567.5" → "1,234,567.5" (en-US grouping), with the sign. */
function decimal(value: number, max: number, min = 0): string {
  const parts = fixed(value, max, min);
  if (Object.is(value, -0)) {
    return `-${decimal(0, max, min)}`;
  }
  if (!parts) {
    // Only numbers written with an exponent (beyond 1e21 or below 1e-6) and non-finite ones, which no fact holds.
    // eslint-disable-next-line no-restricted-properties
    return value.toLocaleString('en-US', {maximumFractionDigits: max, minimumFractionDigits: min});
  }
  const grouped = parts.int.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const sign = value < 0 ? '-' : '';
  return `${sign}${grouped}${parts.frac ? `.${parts.frac}` : ''}`;
}

/** 20 → "0.2%", 17 → "0.17%". */
export function percentFromBps(bps: number): string {
  return `${+(bps / 100).toFixed(4)}%`;
}

/** 45 → "45%". */
export function percent(value: number): string {
  return `${decimal(value, 2)}%`;
}

/** 450000000 → "450,000,000". */
export function amount(value: number): string {
  return decimal(value, 4);
}

const units = ['', 'K', 'M', 'B', 'T'] as const;

/** 450000000 → "450M", 1000000000 → "1B" (en-US short compact notation, at most two decimals). */
export function compact(value: number): string {
  let unit = 0;
  while (unit < units.length - 1 && Math.abs(value) >= 1000 ** (unit + 1)) {
    unit++;
  }
  let shown = decimal(value / 1000 ** unit, 2);
  // Rounding may reach the next unit: 999,999 is "1M", not "1000K".
  if (unit < units.length - 1 && shown.replace(/^-/, '') === '1,000') {
    unit++;
    shown = decimal(Math.sign(value), 2);
  }
  return `${shown}${units[unit]}`;
}

/** 2000000 → "$2,000,000", 0.05 → "$0.05". */
export function usd(value: number): string {
  return `$${decimal(value, 4, Number.isInteger(value) ? 0 : 2)}`;
}

/**
 * ["a", "b", "c"] → "a, b, and c" (en conjunction, as `Intl.ListFormat` gives it, whose first use
 * costs as much as a page change's whole render).
 */
export function listOf(items: readonly string[]): string {
  if (items.length <= 2) {
    return items.join(' and ');
  }
  return `${items.slice(0, -1).join(', ')}, and ${items.at(-1)}`;
}

/** A word without case and accents ("Émission" → "emission"), as the collator first compares words. */
const plainWord = (word: string): string => word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * Alphabetical order, case and accents aside, for words of letters, digits, spaces and hyphens: the
 * order `localeCompare` gives them, without making the ICU collator (costly on first use, as above).
 */
export function byWords(a: string, b: string): number {
  const order = (x: string, y: string): number => (x < y ? -1 : x > y ? 1 : 0);
  // Equal but for accents: the plain letter first; then equal but for case: lower case first, as the collator does.
  return order(plainWord(a), plainWord(b)) || order(a.toLowerCase(), b.toLowerCase()) || order(b, a);
}

/** How every page shows a fact the project has not set (null in src/data). */
export const notSetYet = 'not set yet';

/**
 * `value` shown with `show`, or "not set yet" when it is null (or missing, as
 * in the facts of a version released before the field existed).
 */
export function orNotSet<T>(value: T | null | undefined, show: (v: T) => string = String): string {
  return value === null || value === undefined ? notSetYet : show(value);
}

export {longDate, shortDate} from './dates';
