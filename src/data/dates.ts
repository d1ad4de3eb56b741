/**
 * Dates as pages show them (re-exported by ./format). A module with no
 * imports, so the page frame's "Last updated" line (src/theme/LastUpdated, in
 * main.js) carries it and not the number formatting.
 */

const months = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** A UTC day: "2026-11-22" or a timestamp in ms. */
const utcDay = (day: string | number): Date => new Date(typeof day === 'string' ? `${day}T00:00:00Z` : day);

/** "2026-11-22" → "22 November 2026" (en-GB long date, UTC). */
export function longDate(day: string | number): string {
  const d = utcDay(day);
  return `${d.getUTCDate()} ${months[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

/** "2026-11-22" → "Nov 22, 2026" (en-US short date, UTC), as the theme's "Last updated" line shows it. */
export function shortDate(day: string | number): string {
  const d = utcDay(day);
  return `${months[d.getUTCMonth()]!.slice(0, 3)} ${d.getUTCDate()}, ${d.getUTCFullYear()}`;
}
