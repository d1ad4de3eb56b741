/** When each legal text last changed (ISO dates). Update with the text. */
export const legal = {
  /** Placeholder (./placeholders) until the project approves the Terms; the page marks it as one. */
  termsLastUpdated: '2026-11-22',
  /** Placeholder (./placeholders) until the project approves the Privacy Policy; the page marks it as one. */
  privacyLastUpdated: '2026-11-22',
  /** Jurisdiction whose law governs the Terms. Placeholder (./placeholders) until the project sets it. */
  governingLaw: 'a jurisdiction the project has not named yet',
} as const;
