/** Formatting shared by pages and figures, so one number always reads the same. */
const en = 'en-US';

/** 20 → "0.2%", 17 → "0.17%". */
export function percentFromBps(bps: number): string {
  return `${+(bps / 100).toFixed(4)}%`;
}

/** 45 → "45%". */
export function percent(value: number): string {
  return `${value.toLocaleString(en, {maximumFractionDigits: 2})}%`;
}

/** 450000000 → "450,000,000". */
export function amount(value: number): string {
  return value.toLocaleString(en, {maximumFractionDigits: 4});
}

/** 450000000 → "450M", 1000000000 → "1B". */
export function compact(value: number): string {
  return new Intl.NumberFormat(en, {notation: 'compact', maximumFractionDigits: 2}).format(value);
}

/** 2000000 → "$2,000,000", 0.05 → "$0.05". */
export function usd(value: number): string {
  return `$${value.toLocaleString(en, {minimumFractionDigits: Number.isInteger(value) ? 0 : 2, maximumFractionDigits: 4})}`;
}
