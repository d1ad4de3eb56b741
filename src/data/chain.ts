/** Sonic mainnet: the public facts every page and figure reads from here. */
export const chain = {
  name: 'Sonic',
  chainId: 146,
  nativeSymbol: 'S',
  nativeName: 'Sonic',
  decimals: 18,
  rpcUrl: 'https://rpc.soniclabs.com',
  explorerUrl: 'https://sonicscan.org',
} as const;

/** EIP-155 chain ID as the 0x-prefixed hex string wallets expect (146 → 0x92). */
export const chainIdHex = `0x${chain.chainId.toString(16)}` as const;
