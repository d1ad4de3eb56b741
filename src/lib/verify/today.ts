/**
 * What the check reads: today's facts, on every page and in the search dialog
 * alike. Whether an address is official is a fact of now, not of a release
 * day, so a released version's page checks against today's list too (like
 * its links, which are deployment settings: CONTRIBUTING › Cut a release).
 */
import {chain} from '../../data/chain';
import {contracts} from '../../data/contracts';
import type {Links} from '../../data/links';
import {token} from '../../data/token';
import {verify, type Verdict} from './index';

/** The name an unpublished contract's answer uses ("no SX contract address…"). */
export const projectName = token.name;

/** The verdict on `value` against this build's links and today's contracts, or null when it is not something to check. */
export function verdictToday(value: string, links: Links): Verdict | null {
  return verify(value, {links, contracts, chain});
}
