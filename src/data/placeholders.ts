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
  /** What has to be decided. */
  readonly todo: string;
}

export const placeholderFacts: readonly Placeholder[] = [
  {field: 'legal.termsLastUpdated', todo: 'date the Terms of Use take effect, once the project has approved them'},
  {field: 'legal.privacyLastUpdated', todo: 'date the Privacy Policy takes effect, once the project has approved it'},
  {field: 'legal.governingLaw', todo: 'the jurisdiction whose law governs the Terms, and the forum for disputes'},
  {
    field: 'legal.operator',
    todo: 'the legal entity that offers the app and is party to the Terms (name, form, address)',
  },
  {field: 'legal.forum', todo: 'the courts or arbitration body that settle disputes under the Terms'},
  {field: 'legal.controller', todo: 'the controller of personal data under the GDPR (name and address)'},
  {field: 'legal.hostingProvider', todo: 'the company that hosts this site and the app and receives IP addresses'},
  {
    field: 'legal.lawfulBasis',
    todo: 'the lawful basis of each purpose in the Privacy Policy (request logs, e-mails, wallet address, bug bounty reports and rewards)',
  },
  {field: 'legal.retention', todo: 'how long request logs, e-mails, wallet addresses and bug bounty records are kept'},
];

export {placeholderMark} from './marks';

/**
 * The one notice a page shows, near its top, listing what it uses that is not
 * set yet (src/components/Placeholder's PlaceholderNotice); its title starts
 * the notice in the page, its Markdown twin and the PDF.
 */
export const placeholderNotice = {
  title: 'Not set yet',
  intro: 'Not decided or published yet:',
} as const;

/** Every placeholder still in use: the facts above and links on `.example` addresses. */
export function allPlaceholders(links: Links = resolveLinks(process.env)): string[] {
  return [...placeholderFacts.map((p) => p.field), ...placeholdersInUse(links).map((id) => `links.${id}`)];
}
