/**
 * The facts the Terms of Use and the Privacy Policy rest on. A fact the
 * project has not set yet is `null` (the pages print `legalFact()` for it) and
 * is listed in ./placeholders, so the page's not-set-yet notice names it and
 * `npm run deploy` refuses to publish until it is set.
 */

/**
 * The one status line a legal text opens with while its date is a placeholder
 * (./placeholders): it is a draft. The page's notice lists what is not set.
 */
export const legalDraft = 'Draft, not in force.';

/** What a page prints for a legal fact that is `null`. */
export const legalNotSet = 'not set yet';

/** The purposes the Privacy Policy lists, each with a lawful basis and a retention period. */
export type ProcessingPurpose = 'requests' | 'emails' | 'wallet' | 'bounty';

export interface Legal {
  /** When the Terms last changed (ISO date). Placeholder until the project approves them. */
  readonly termsLastUpdated: string;
  /** When the Privacy Policy last changed (ISO date). Placeholder until the project approves it. */
  readonly privacyLastUpdated: string;
  /** The legal entity that offers the app and is the other party to the Terms: name, legal form, registered address. */
  readonly operator: string | null;
  /** The jurisdiction whose law governs the Terms. */
  readonly governingLaw: string | null;
  /** The courts (or arbitration body) that settle disputes under the Terms. */
  readonly forum: string | null;
  /** The controller of personal data under the GDPR (usually the operator): name and address. */
  readonly controller: string | null;
  /** The company that hosts this site (and the app) and so receives every request, with the IP address. */
  readonly hostingProvider: string | null;
  /** The lawful basis (GDPR Art. 6) of each purpose. */
  readonly lawfulBasis: Readonly<Record<ProcessingPurpose, string | null>>;
  /** How long each kind of personal data is kept. */
  readonly retention: Readonly<Record<ProcessingPurpose, string | null>>;
}

export const legal: Legal = {
  termsLastUpdated: '2026-11-22',
  privacyLastUpdated: '2026-11-22',
  operator: null,
  governingLaw: null,
  forum: null,
  controller: null,
  hostingProvider: null,
  lawfulBasis: {requests: null, emails: null, wallet: null, bounty: null},
  retention: {requests: null, emails: null, wallet: null, bounty: null},
};

/** A legal fact, or the words for one that is not set yet. */
export function legalFact(value: string | null): string {
  return value ?? legalNotSet;
}
