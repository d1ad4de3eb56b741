/** When each legal text last changed (ISO dates). Update with the text. */
export const legal = {
  /** Placeholder (./placeholders) until the project approves the Terms; the page marks it as one. */
  termsLastUpdated: '2026-11-22',
  /** Placeholder (./placeholders) until the project approves the Privacy Policy; the page marks it as one. */
  privacyLastUpdated: '2026-11-22',
  /** Jurisdiction whose law governs the Terms. Placeholder (./placeholders) until the project sets it. */
  governingLaw: 'a jurisdiction the project has not named yet',
} as const;

/** "2026-11-22" → "22 November 2026", the same on server and client. */
export function longDate(iso: string): string {
  return new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
