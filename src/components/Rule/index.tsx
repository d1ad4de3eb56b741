/**
 * Rules the docs state, each written once here from src/data. A rule is said
 * in full on its home page (src/data/rules.ts); anywhere else <Rule id> is
 * its one-sentence summary and a link to its home section.
 */
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {useSiteData} from '@site/src/data/context';
import type {RuleId} from '@site/src/data/rules';
import {Term} from '@site/src/components/Glossary';
import NotSet from '@site/src/components/NotSet';
import {Live, Planned} from '@site/src/components/Status';
import {openFactField} from '@site/src/data/unset';

export type {RuleId} from '@site/src/data/rules';

/** The launchpad fee and burn rule. */
function LaunchpadFee(): ReactNode {
  const {fees, percent, percentFromBps, token} = useSiteData();
  const {tradeBps, burnShareWhenFullPercent: burn} = fees.launchpad;
  return (
    <>
      Every buy and every sell on a bonding curve pays a launchpad fee of {percentFromBps(tradeBps)} of the amount
      traded. Nothing is burned while the curve is filling. When the curve is full, {percent(burn)} of the fees that
      curve collected go to buyback and burn of {token.ticker}; the protocol keeps the other {percent(100 - burn)}.
    </>
  );
}

/** A worked launchpad trade, computed from the data; its amounts are in the native token while a curve's token is unset. */
function LaunchpadExample(): ReactNode {
  const {fees, launchpadExample, launchpadPayment, amount, percent, percentFromBps, chain, token} = useSiteData();
  const {tradeBps, burnShareWhenFullPercent: burn} = fees.launchpad;
  const s = (n: number) => `${amount(n)} ${chain.nativeSymbol}`;
  const fee = (launchpadExample.buy * tradeBps) / 10_000;
  const burned = (fee * burn) / 100;
  const paidWith = launchpadPayment.token;
  return (
    <>
      {paidWith.value === null ? (
        <>
          Amounts are in {chain.nativeSymbol} for illustration: which token a curve takes is{' '}
          <NotSet field={openFactField(paidWith)} value={paidWith.value} />.
        </>
      ) : (
        <>
          A curve takes {paidWith.value}; amounts here are in {chain.nativeSymbol} for illustration.
        </>
      )}{' '}
      For example, a buy of {s(launchpadExample.buy)} pays a fee of {s(fee)} ({percentFromBps(tradeBps)}). If the curve
      fills, {percent(burn)} of all its fees go to buyback and burn: {s(burned)} of this fee buys back and burns{' '}
      {token.ticker}; the protocol keeps {s(fee - burned)}. If it never fills, nothing is burned.
    </>
  );
}

/** What "protocol revenue" means: what the protocol keeps, not what goes to buyback and burn. */
function ProtocolRevenue(): ReactNode {
  const {fees, usd} = useSiteData();
  const {creationFeeUsd, creationFeeTo} = fees.launchpad;
  return (
    <>
      <strong>Protocol revenue</strong> is what the protocol keeps: the launchpad&apos;s trading fees, less the part a
      full curve burns.{' '}
      {creationFeeTo === null ? '' : `The ${usd(creationFeeUsd)} creation fee goes to ${creationFeeTo}. `}
      Swap, staking and farming fees are not revenue: they go to liquidity providers or to buyback and burn.
    </>
  );
}

function ValidatorRewards(): ReactNode {
  const {brand, chain, token, validatorRole} = useSiteData();
  return (
    <>
      {chain.name} is a proof-of-stake network secured by validators. How {brand.name} takes part is{' '}
      <NotSet field={openFactField(validatorRole)} value={validatorRole.value} />, and no validator reward for{' '}
      {token.ticker} holders is promised.
    </>
  );
}

function Approvals(): ReactNode {
  return (
    <>
      When you sell, deposit or stake a token and no earlier approval covers the amount, your wallet asks for a{' '}
      <Term id="approval" />. Approve only the amount you are about to use, not an unlimited amount. Revoke approvals
      you no longer need, in your wallet or through the token-approvals view of the block explorer.
    </>
  );
}

function TwoFactor(): ReactNode {
  const {brand, chain} = useSiteData();
  return (
    <>
      {brand.name} has no accounts, so it has no two-factor authentication (2FA) of its own to turn on: your
      wallet&apos;s confirmation authorises every action. Turn on 2FA where it protects your funds: your wallet app (if
      it offers it), your e-mail, and the exchange where you buy {chain.nativeSymbol}. Use an authenticator app, not
      SMS.
    </>
  );
}

function Refunds(): ReactNode {
  return (
    <>
      No. Fees are non-refundable: transactions on the chain are final, and a failed transaction still pays its network
      fee. Nobody — including the team — can reverse a transaction or return a fee. See{' '}
      <Link to="/terms-of-use#no-refunds">Terms of Use › No Refunds</Link>.
    </>
  );
}

function NoAccount(): ReactNode {
  const {brand} = useSiteData();
  return (
    <>
      No. {brand.name} has no accounts and no sign-up, and it does not ask for identity documents (no KYC): you connect
      a wallet you control. The exchange sees your wallet address and, like any website, technical data such as your IP
      address (see the <Link to="/privacy-policy#information-we-collect">Privacy Policy</Link>). You must still meet the{' '}
      <Link to="/terms-of-use#eligibility">eligibility rules</Link> in the Terms of Use.
    </>
  );
}

function Wallets(): ReactNode {
  const {chain} = useSiteData();
  return (
    <>
      Any wallet that supports EVM networks and lets you add {chain.name}{' '}
      <Planned of="swap">should work once the app opens</Planned>
      <Live of="swap">can be used</Live>:
    </>
  );
}

const rules: Record<RuleId, () => ReactNode> = {
  wallets: Wallets,
  launchpadFee: LaunchpadFee,
  launchpadExample: LaunchpadExample,
  protocolRevenue: ProtocolRevenue,
  validatorRewards: ValidatorRewards,
  approvals: Approvals,
  twoFactor: TwoFactor,
  refunds: Refunds,
  noAccount: NoAccount,
};

/**
 * One rule, inline in a paragraph: in full on its home page, else its
 * summary and a link to its home section ("More on protocol revenue").
 */
export default function Rule({id}: {readonly id: RuleId}): ReactNode {
  const {ruleDefs} = useSiteData();
  const {slug} = useDoc().metadata;
  if (!(id in ruleDefs)) throw new Error(`<Rule id="${String(id)}">: "id" must name a rule of src/data/rules.ts`);
  const def = ruleDefs[id];
  if (slug === def.home.split('#')[0]) {
    const Body = rules[id];
    return (
      <span data-rule={id} data-rule-form="full">
        <Body />
      </span>
    );
  }
  return (
    <span data-rule={id} data-rule-form="summary">
      {def.summary} <Link to={def.home}>More on {def.title}</Link>.
    </span>
  );
}
