/**
 * The words of a verdict (./index), shared by the search dialog and
 * <OfficialCheck />: a short title and the sentences that explain it.
 */
import type {Edit, Reason, Verdict} from './index';

export interface Described {
  /** Official, not official, or a look-alike: the class a reader acts on. */
  readonly tone: 'official' | 'lookalike' | 'unofficial';
  readonly title: string;
  readonly details: readonly string[];
}

const q = (s: string): string => `“${s}”`;
const codePoint = (c: string): string =>
  [...c].map((x) => `U+${(x.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`).join(' ');

function edit(e: Edit): string {
  switch (e.op) {
    case 'missing':
      return `${q(e.char)} is missing`;
    case 'extra':
      return `an extra ${q(e.char)}`;
    case 'replaced':
      return `${q(e.char)} instead of ${q(e.official)}`;
    case 'swapped':
      return `${q(e.official[0] ?? '')} and ${q(e.official[1] ?? '')} are swapped`;
  }
}

function reason(r: Reason): string {
  switch (r.kind) {
    case 'typo':
      return (
        `It differs from ${q(r.official)} by ${r.edits.length === 1 ? 'one character' : `${r.edits.length} characters`}: ` +
        `${r.edits.map(edit).join(', ')}${r.tld ? `, and it ends in .${r.tld.tld} instead of .${r.tld.officialTld}` : ''}.`
      );
    case 'homoglyph': {
      const swaps = r.chars.map((c) => `${q(c.char)} (${codePoint(c.char)}) instead of ${q(c.official)}`).join(', ');
      const real = r.ascii !== r.unicode ? ` Your browser would open ${q(r.ascii)}.` : '';
      return `It imitates ${q(r.official)} with look-alike characters: ${swaps}.${real}`;
    }
    case 'tld':
      return `It is the official name with another ending: .${r.tld} instead of .${r.officialTld}.`;
    case 'subdomain':
      return `It uses ${q(r.official)} as part of another address: it really leads to ${q(r.host)}.`;
    case 'path':
      return `It mentions ${q(r.official)} after the domain, but the site is ${q(r.host)}.`;
    case 'extra-words':
      return `It adds other words to the official name ${q(r.official)}.`;
    case 'address':
      return `Its first and last ${r.same} characters match the official ${q(r.official)}, but the middle does not: a look-alike address made to be mistaken for it.`;
  }
}

/** `project`: the name in the answer to an unpublished contract ("SX"). */
export function describe(v: Verdict, project: string): Described {
  switch (v.kind) {
    case 'official':
      return {
        tone: 'official',
        title: `Official: ${v.entry.label}`,
        details: [`${q(v.input)} is listed as the official ${v.entry.label}: ${v.entry.value}.`],
      };
    case 'lookalike':
      return {
        tone: 'lookalike',
        title: `Not official: it looks like the ${v.entry.label}`,
        details: [
          reason(v.reason),
          `The official address is ${v.entry.value}. Do not connect a wallet or sign anything there.`,
        ],
      };
    case 'unpublished-contract':
      return {
        tone: 'unofficial',
        title: 'Not official',
        details: [
          `No ${project} contract address has been published yet; any address claiming to be one is not official.`,
        ],
      };
    case 'unofficial': {
      const details = [`${q(v.input)} is not in the list of official addresses.`];
      if (v.note === 'placeholder' && v.entry) {
        details.push(
          `It is a placeholder for the ${v.entry.label}: the project has not published that address yet, so nothing at it is official.`,
        );
      } else if (v.note === 'official-domain' && v.entry) {
        details.push(
          `It is on the domain of the ${v.entry.label} (${v.entry.value}), but is not itself listed: use the listed address.`,
        );
      } else if (v.note === 'other-account' && v.entry) {
        details.push(`The official ${v.entry.label} on that site is ${v.entry.value}; this is another account.`);
      } else if (v.note === 'no-handles') {
        details.push(
          'No official social handle has been published yet: any account claiming to be the project’s is not official.',
        );
      }
      return {tone: 'unofficial', title: 'Not official', details};
    }
  }
}
