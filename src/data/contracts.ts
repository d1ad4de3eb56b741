/**
 * The smart-contract addresses the project has published, on Sonic. Empty
 * until the contracts are deployed and announced: while it is empty, the
 * "is this official?" check (src/lib/verify) answers every address claimed
 * to be SX's with "no SX contract address has been published yet". Add one
 * entry per deployed contract; the official lists (Community & Links,
 * Audits & Links), the check, /facts.json and the changes feed follow.
 */
import {token} from './token';

export interface Contract {
  /** Stable id, e.g. "sxToken". */
  readonly id: string;
  /** What the contract is, as shown to readers ("$SX token"). */
  readonly label: string;
  /** The 0x-prefixed, 40-hex-digit address (EIP-55 mixed case is fine). */
  readonly address: string;
  /** Chain it is deployed on (./chain: Sonic mainnet). */
  readonly chainId: number;
}

export const contracts: readonly Contract[] = [];

/** What the contracts are, as the official links table names them while none is published. */
export const contractsLabel = `${token.ticker} and exchange contracts`;

/**
 * Where the block explorer (./links `explorer`, an Etherscan-style explorer
 * such as Sonicscan) shows a contract: appended to the explorer's address.
 */
export const explorerAddressPath = (address: string): string => `/address/${address}`;
