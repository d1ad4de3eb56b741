/**
 * Each rule the docs state (src/components/Rule) has one home: the page and
 * section where it is written in full. Anywhere else <Rule id> prints the
 * rule's summary, one short sentence from the same facts, and links home.
 * Keep a summary under 20 words: it is repeated on every page that cites it.
 */
import {chain} from './chain';
import {fees} from './fees';
import {percentFromBps} from './format';
import {isLive} from './status';

export interface RuleDef {
  /** The home section's link: the page's route (src/data/pages.ts), "#" and the section's id. */
  readonly home: `/${string}#${string}`;
  /** What the home section says, for the link "More on …". */
  readonly title: string;
  /** One sentence, from the facts, that stands for the rule away from home. */
  readonly summary: string;
}

export const ruleDefs = {
  launchpadFee: {
    home: '/#fees',
    title: 'the launchpad fee',
    summary: `Launchpad trades pay ${percentFromBps(fees.launchpad.tradeBps)}; part of it is burned only once a curve is full.`,
  },
  launchpadExample: {
    home: '/#fees',
    title: 'a worked example',
    summary: 'A worked example shows where the fee of one launchpad trade goes.',
  },
  protocolRevenue: {
    home: '/#protocol-revenue',
    title: 'protocol revenue',
    summary: 'Protocol revenue is the launchpad fees the protocol keeps; buyback-and-burn fees are not revenue.',
  },
  approvals: {
    home: '/user-guide#token-approvals',
    title: 'approvals',
    summary: 'Approve only the amount you are about to use, and revoke approvals you no longer need.',
  },
  twoFactor: {
    home: '/audits-links#optional-two-factor-authentication',
    title: 'two-factor authentication',
    summary: 'There is no account to protect with 2FA; protect your wallet app and e-mail instead.',
  },
  refunds: {
    home: '/terms-of-use#no-refunds',
    title: 'refunds',
    summary: 'Transactions on the chain are final, so fees are non-refundable.',
  },
  wallets: {
    home: '/get-started#supported-wallets',
    title: 'supported wallets',
    summary: `Any EVM wallet that can add ${chain.name} ${isLive('swap') ? 'works, hardware wallets through a wallet app' : 'should work once the app opens'}.`,
  },
  noAccount: {
    home: '/#what-is-sx-exchange',
    title: 'connecting a wallet',
    summary: 'No: no sign-up and no identity check; you connect a wallet you control.',
  },
  validatorRewards: {
    home: '/products#validators',
    title: 'validators',
    summary: 'How the exchange takes part is not set yet, and no validator reward for holders is promised.',
  },
} as const satisfies Record<string, RuleDef>;

export type RuleId = keyof typeof ruleDefs;
