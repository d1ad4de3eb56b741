/** Formatting shared by pages and figures, so one number always reads the same. */
const en = 'en-US';

/**
 * One formatter per set of options, made once: `toLocaleString(locale,
 * options)` builds a new ICU formatter on every call (about 0.1–0.4 ms each),
 * which a page with a few dozen numbers paid on every render.
 */
const formatters = new Map<string, Intl.NumberFormat>();
function formatter(options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = JSON.stringify(options);
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.NumberFormat(en, options);
    formatters.set(key, f);
  }
  return f;
}

/** 20 → "0.2%", 17 → "0.17%". */
export function percentFromBps(bps: number): string {
  return `${+(bps / 100).toFixed(4)}%`;
}

/** 45 → "45%". */
export function percent(value: number): string {
  return `${formatter({maximumFractionDigits: 2}).format(value)}%`;
}

/** 450000000 → "450,000,000". */
export function amount(value: number): string {
  return formatter({maximumFractionDigits: 4}).format(value);
}

/** 450000000 → "450M", 1000000000 → "1B". */
export function compact(value: number): string {
  return formatter({notation: 'compact', maximumFractionDigits: 2}).format(value);
}

/** 2000000 → "$2,000,000", 0.05 → "$0.05". */
export function usd(value: number): string {
  return `$${formatter({minimumFractionDigits: Number.isInteger(value) ? 0 : 2, maximumFractionDigits: 4}).format(value)}`;
}
