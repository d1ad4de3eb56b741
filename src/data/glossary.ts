/**
 * Jargon the docs use, defined once. Pages mark the first use of a term with
 * <Term id="…">, which renders the definition inline (so it works without
 * JavaScript, in the PDF and in the Markdown twins); the full list is the
 * glossary section on /general-info#glossary.
 */
import {token} from './token';
import {brand} from './ui';

export const glossary = {
  seedPhrase: {
    term: 'seed phrase',
    definition:
      'the secret words, also called recovery phrase, a wallet shows when it is created: whoever has them controls the wallet',
  },
  liquidityPool: {
    term: 'liquidity pool',
    definition:
      'a contract holding two tokens that traders swap against at a price set by their ratio; its liquidity providers earn its swap fees',
  },
  buybackBurn: {
    term: 'buyback and burn',
    definition: `fees buy ${token.ticker} on the market and send it to an address no one controls, so the supply shrinks`,
  },
  gas: {term: 'gas', definition: 'the network fee every transaction pays to the chain, in its native token'},
  slippage: {
    term: 'slippage',
    definition:
      'the difference between the price you are quoted and the price your trade executes at; your slippage tolerance is the most you accept before the trade is cancelled',
  },
  lpToken: {
    term: 'LP token',
    definition: 'a token you receive for depositing into a liquidity pool; it is your claim on your share of the pool',
  },
  impermanentLoss: {
    term: 'impermanent loss',
    definition:
      'the shortfall a liquidity provider can see compared with simply holding the two tokens, when their prices move apart',
  },
  emissions: {
    term: 'emissions',
    definition:
      'rewards paid out to stakers and farmers bit by bit over time from the farm and staking rewards allocation, not from newly minted tokens',
  },
  bondingCurve: {
    term: 'bonding curve',
    definition:
      'a contract that sells and buys a new token at a price set by a formula from how many tokens the curve has sold',
  },
  graduation: {
    term: 'graduation',
    definition: `the moment a bonding curve is full: trading on the curve ends and the token’s liquidity moves to a pool on ${brand.name} or another exchange`,
  },
  priceImpact: {
    term: 'price impact',
    definition:
      'how much your own trade moves a pool’s price; the larger the trade compared with the pool, the larger the price impact',
  },
  nonce: {
    term: 'nonce',
    definition: 'the sequence number of a transaction from your address; each one must be used once, in order',
  },
  approval: {
    term: 'token approval',
    definition: 'a transaction that lets a contract move a given amount of one of your tokens',
  },
} as const satisfies Record<string, {readonly term: string; readonly definition: string}>;

export type TermId = keyof typeof glossary;

/** The page whose glossary section lists every term (each <Term> links to its entry there). */
export const glossaryPage = '/general-info';

/** The id of a term's entry in the glossary section on /general-info. */
export function glossaryId(id: TermId): string {
  return `glossary-${id.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
}
