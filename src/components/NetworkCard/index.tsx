import {useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {chain, chainIdHex} from '@site/src/data/chain';
import useLinks from '@site/src/hooks/useLinks';
import CopyButton from '@site/src/components/CopyButton';
import {addSonic, sonicParameters, type AddSonicOutcome, type Eip1193Provider} from './addSonic';
import styles from './styles.module.css';

type Status = AddSonicOutcome | 'idle' | 'working';

interface Row {
  readonly label: string;
  readonly value: string;
}

function message(status: Status): ReactNode {
  switch (status) {
    case 'switched':
      return `Done: your wallet is on ${chain.name}.`;
    case 'added':
      return `Done: ${chain.name} was added to your wallet and selected.`;
    case 'no-wallet':
      return (
        <>
          No browser wallet was found on this page. Install a wallet extension that supports EVM networks (see{' '}
          <a href="#supported-wallets">Supported Wallets</a>), reload the page and try again — or copy the settings above
          into your wallet by hand. On a phone, open this page in your wallet app's browser.
        </>
      );
    case 'rejected':
      return `No problem — nothing was changed. You can add ${chain.name} whenever you are ready, or copy the settings above.`;
    case 'pending':
      return 'Your wallet already has a request waiting. Open your wallet to answer it, then try again.';
    case 'error':
      return `Your wallet could not add ${chain.name}. Copy the settings above into your wallet's "Add network" form instead.`;
    case 'working':
      return 'Check your wallet to approve the request…';
    case 'idle':
      return null;
  }
}

/**
 * Sonic's network settings with copy buttons, and a button that asks an
 * installed wallet to add and switch to Sonic. Fully rendered at build time;
 * the wallet is only looked for when the reader clicks.
 */
export default function NetworkCard(): ReactNode {
  const links = useLinks();
  const [status, setStatus] = useState<Status>('idle');
  const rows: readonly Row[] = [
    {label: 'Network name', value: chain.name},
    {label: 'Chain ID', value: String(chain.chainId)},
    {label: 'Chain ID (hex)', value: chainIdHex},
    {label: 'Currency symbol', value: chain.nativeSymbol},
    {label: 'RPC URL', value: links.rpc},
    {label: 'Block explorer URL', value: links.explorer},
  ];

  async function onAdd(): Promise<void> {
    const provider = (window as {ethereum?: Eip1193Provider}).ethereum;
    setStatus('working');
    setStatus(await addSonic(provider, sonicParameters(links.rpc, links.explorer)));
  }

  const ok = status === 'switched' || status === 'added';
  return (
    <div className={styles.card} role="group" aria-labelledby="sonic-network-card-title">
      <p id="sonic-network-card-title" className={styles.title}>
        {chain.name} mainnet
      </p>
      <dl className={styles.list}>
        {rows.map((row) => (
          <div key={row.label} className={styles.row}>
            <dt className={styles.label}>{row.label}</dt>
            <dd className={styles.value}>
              <code>{row.value}</code>
              <CopyButton value={row.value} label={row.label} />
            </dd>
          </div>
        ))}
      </dl>
      <div className={styles.actions}>
        <button
          type="button"
          className="button button--primary"
          disabled={status === 'working'}
          onClick={() => void onAdd()}>
          Add {chain.name} to your wallet
        </button>
        <p
          className={clsx(styles.message, ok && styles.ok, status === 'no-wallet' && styles.info)}
          role="status"
          aria-live="polite">
          {message(status)}
        </p>
      </div>
    </div>
  );
}
