/**
 * Asks an injected browser wallet (EIP-1193 `window.ethereum`) to switch to
 * Sonic, adding the chain first (EIP-3085) when the wallet does not know it.
 * Only these two requests are ever sent: nothing else is read from the wallet.
 */
import type {SiteData} from '../../data/context';

/** The one method of an EIP-1193 provider this needs. */
export interface Eip1193Provider {
  request(args: {method: string; params?: unknown[]}): Promise<unknown>;
}

/** EIP-3085 parameters, built from src/data/chain.ts and the resolved links. */
export interface AddChainParameter {
  chainId: string;
  chainName: string;
  nativeCurrency: {name: string; symbol: string; decimals: number};
  rpcUrls: string[];
  blockExplorerUrls: string[];
}

export type AddSonicOutcome =
  /** The wallet already knew Sonic and is now on it. */
  | 'switched'
  /** The wallet added Sonic and is now on it. */
  | 'added'
  /** No injected wallet on this page. */
  | 'no-wallet'
  /** The reader declined in the wallet (EIP-1193 code 4001). */
  | 'rejected'
  /** The wallet already has a request open (code -32002). */
  | 'pending'
  | 'error';

/** EIP-1193: user rejected the request. */
export const USER_REJECTED = 4001;
/** Wallets answer a switch to an unknown chain with 4902. */
export const UNRECOGNIZED_CHAIN = 4902;
/** A request of this kind is already waiting in the wallet. */
export const REQUEST_PENDING = -32002;

export function sonicParameters(
  {chain, chainIdHex}: Pick<SiteData, 'chain' | 'chainIdHex'>,
  rpcUrl: string,
  explorerUrl: string,
): AddChainParameter {
  return {
    chainId: chainIdHex,
    chainName: chain.name,
    nativeCurrency: {name: chain.nativeName, symbol: chain.nativeSymbol, decimals: chain.decimals},
    rpcUrls: [rpcUrl],
    blockExplorerUrls: [explorerUrl],
  };
}

/** The numeric error code, also where some mobile wallets nest it. */
export function errorCode(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) {
    return undefined;
  }
  const e = error as {code?: unknown; data?: {originalError?: {code?: unknown}}};
  const nested = e.data?.originalError?.code;
  if (typeof nested === 'number') {
    return nested;
  }
  return typeof e.code === 'number' ? e.code : undefined;
}

function outcomeOf(error: unknown): AddSonicOutcome {
  const code = errorCode(error);
  if (code === USER_REJECTED) {
    return 'rejected';
  }
  if (code === REQUEST_PENDING) {
    return 'pending';
  }
  return 'error';
}

async function switchTo(provider: Eip1193Provider, chainId: string): Promise<void> {
  await provider.request({method: 'wallet_switchEthereumChain', params: [{chainId}]});
}

/** Switch to Sonic; on "unknown chain" add it, then switch. */
export async function addSonic(
  provider: Eip1193Provider | undefined,
  params: AddChainParameter,
): Promise<AddSonicOutcome> {
  if (!provider || typeof provider.request !== 'function') {
    return 'no-wallet';
  }
  try {
    await switchTo(provider, params.chainId);
    return 'switched';
  } catch (error) {
    if (errorCode(error) !== UNRECOGNIZED_CHAIN) {
      return outcomeOf(error);
    }
  }
  try {
    await provider.request({method: 'wallet_addEthereumChain', params: [params]});
    await switchTo(provider, params.chainId);
    return 'added';
  } catch (error) {
    return outcomeOf(error);
  }
}
