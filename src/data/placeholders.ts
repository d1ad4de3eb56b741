/**
 * Values in src/data that nobody from the project has confirmed yet. Each is
 * listed here; the build prints the list (with the link placeholders from
 * ./links) and `npm run deploy` refuses to publish while any remain, unless
 * it is a preview (`npm run deploy -- --preview`). Remove an entry when its
 * value is set for real.
 */
import {placeholdersInUse, resolveLinks, type Links} from './links';

export interface Placeholder {
  /** Where the value lives, e.g. "legal.termsLastUpdated". */
  readonly field: string;
  /** What has to be decided (the build's report for the maintainer). */
  readonly todo: string;
  /** What a reader sees in the page's notice: a short noun phrase ("Operator"). */
  readonly label: string;
}

export const placeholderFacts: readonly Placeholder[] = [
  {
    field: 'legal.termsLastUpdated',
    label: 'Effective date',
    todo: 'date the Terms of Use take effect, once the project has approved them',
  },
  {
    field: 'legal.privacyLastUpdated',
    label: 'Effective date',
    todo: 'date the Privacy Policy takes effect, once the project has approved it',
  },
  {
    field: 'legal.governingLaw',
    label: 'Governing law',
    todo: 'the jurisdiction whose law governs the Terms, and the forum for disputes',
  },
  {
    field: 'legal.operator',
    label: 'Operator',
    todo: 'the legal entity that offers the app and is party to the Terms (name, form, address)',
  },
  {
    field: 'legal.forum',
    label: 'Forum for disputes',
    todo: 'the courts or arbitration body that settle disputes under the Terms',
  },
  {
    field: 'legal.controller',
    label: 'Data controller',
    todo: 'the controller of personal data under the GDPR (name and address)',
  },
  {
    field: 'legal.hostingProvider',
    label: 'Hosting provider',
    todo: 'the company that hosts this site and the app and receives IP addresses',
  },
  {
    field: 'legal.lawfulBasis',
    label: 'Lawful basis of each purpose',
    todo: 'the lawful basis of each purpose in the Privacy Policy (request logs, e-mails, wallet address, bug bounty reports and rewards)',
  },
  {
    field: 'legal.retention',
    label: 'How long each kind of data is kept',
    todo: 'how long request logs, e-mails, wallet addresses and bug bounty records are kept',
  },
];

export {placeholderMark} from './marks';

/**
 * The one notice a page shows, right after its opening, listing everything it
 * mentions that is not set or published yet (src/components/Placeholder's
 * PlaceholderNotice), each item by its label. In the page it is closed and
 * says how many: "Not set yet: 1 fact", "Not set yet: 9 facts". The Markdown
 * twin lists the same items at its end, under `twinTitle`, one bullet each,
 * and two or more unpublished addresses as one bullet: "Addresses: Exchange
 * app, Discord, Support e-mail".
 */
export const placeholderNotice = {
  title: 'Not set yet',
  /** The Markdown twin's list of the same items, at its end (src/lib/markdown/toMarkdown.ts). */
  twinTitle: 'Not set yet on this page',
  /** The twin's one bullet for the unpublished addresses a page mentions, when there are two or more. */
  addresses: 'Addresses',
  one: 'fact',
  other: 'facts',
} as const;

/** Every placeholder still in use: the facts above and links on `.example` addresses. */
export function allPlaceholders(links: Links = resolveLinks(process.env)): string[] {
  return [...placeholderFacts.map((p) => p.field), ...placeholdersInUse(links).map((id) => `links.${id}`)];
}
