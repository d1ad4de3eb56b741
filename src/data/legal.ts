/**
 * The facts the Terms of Use and the Privacy Policy rest on. A fact the
 * project has not set yet is `null` (the pages print `legalFact()` for it) and
 * is listed in ./placeholders, so the page's not-set-yet notice names it and
 * `npm run deploy` refuses to publish until it is set.
 */

/**
 * A legal text's status while its date is a placeholder (./placeholders), in
 * the one status line it opens with ("**Status:** draft, not in force."). The
 * page's notice lists what is not set.
 */
export const legalDraft = 'draft, not in force.';

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

/**
 * Everything this site keeps in the browser's storage (it sets no cookies),
 * listed on the Privacy Policy (#cookies) from here. Client code reads its key
 * with `storageKey()` (src/lib/client/storageKey.ts); test/built/site-storage.test.ts fails on a key the
 * built scripts can write that is not listed here or in `storageNeverWritten`.
 */
export interface StorageUse {
  readonly key: string;
  readonly area: 'localStorage' | 'sessionStorage';
  /** When it is written, as a clause after "If" ("you switch …"). */
  readonly when: string;
  /** What is kept. */
  readonly what: string;
  /** Why. */
  readonly why: string;
  /** Written only once released versions of the docs exist (the version menu). */
  readonly withReleases?: boolean;
}

export const siteStorage = [
  {
    key: 'theme',
    area: 'localStorage',
    when: 'you switch between the dark and the light mode',
    what: 'your choice',
    why: 'so the next page opens in the same mode',
  },
  {
    key: 'sx-chunk-retry',
    area: 'sessionStorage',
    when: 'part of a page fails to load',
    what: 'the page’s path',
    why: 'so the site retries once instead of reloading in a loop; it is removed at the next successful load',
  },
  {
    key: 'docs-preferred-version-default',
    area: 'localStorage',
    when: 'you pick a version of these docs in the version menu',
    what: 'that version',
    why: 'so the docs keep showing it',
    withReleases: true,
  },
] as const satisfies readonly StorageUse[];

/** Keys the framework's scripts know but this site never writes, each with why. */
export const storageNeverWritten: readonly {readonly key: string; readonly why: string}[] = [
  {key: 'docusaurus.announcement.dismiss', why: 'no announcement bar is configured (themeConfig.announcementBar)'},
  {key: 'docusaurus.announcement.id', why: 'no announcement bar is configured (themeConfig.announcementBar)'},
];
