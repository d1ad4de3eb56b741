/**
 * What the card says after the wallet answers. Loaded on the first click,
 * with ./addSonic, so none of it weighs on the page's first load.
 */
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import type {SiteData} from '../../data/context';
import type {AddSonicOutcome} from './addSonic';

export function outcomeMessage(outcome: AddSonicOutcome, chain: SiteData['chain']): ReactNode {
  switch (outcome) {
    case 'switched':
      return `Done: your wallet is on ${chain.name}.`;
    case 'added':
      return `Done: ${chain.name} was added to your wallet and selected.`;
    case 'no-wallet':
      return (
        <>
          No browser wallet was found on this page. Install a wallet extension that supports EVM networks (see{' '}
          <Link to="#supported-wallets">Supported Wallets</Link>), reload the page and try again — or copy the settings
          above into your wallet by hand. On a phone, open this page in your wallet app&apos;s browser.
        </>
      );
    case 'rejected':
      return `No problem — nothing was changed. You can add ${chain.name} whenever you are ready, or copy the settings above.`;
    case 'pending':
      return 'Your wallet already has a request waiting. Open your wallet to answer it, then try again.';
    case 'error':
      return `Your wallet could not add ${chain.name}. Copy the settings above into your wallet's "Add network" form instead.`;
  }
}
