/** The rows of the Sonic network card on /get-started (src/components/NetworkCard): label and value, from src/data. */
import {chain, chainIdHex} from '../../src/data/chain';
import {resolveLinks} from '../../src/data/links';

const links = resolveLinks(process.env);

export const networkCardRows: ReadonlyArray<[label: string, value: string]> = [
  ['Network name', chain.name],
  ['Chain ID', String(chain.chainId)],
  ['Chain ID (hex)', chainIdHex],
  ['Currency symbol', chain.nativeSymbol],
  ['RPC URL', links.rpc],
  ['Block explorer URL', links.explorer],
];

/** The card's add/switch button. */
export const addNetworkLabel = `Add ${chain.name} to your wallet`;
