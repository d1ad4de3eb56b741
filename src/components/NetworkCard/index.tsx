import {useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {useSiteData} from '@site/src/data/context';
import useLinks from '@site/src/hooks/useLinks';
import CopyButton from '@site/src/components/CopyButton';
import type {AddSonicOutcome, Eip1193Provider} from './addSonic';
import styles from './styles.module.css';

type Status = AddSonicOutcome | 'idle' | 'working' | 'load-failed';

interface Row {
  readonly label: string;
  readonly value: string;
}

const workingMessage = 'Check your wallet to approve the request…';
const loadFailedMessage = `This part of the page could not load. Reload the page and try again, or copy the settings above.`;

/**
 * Sonic's network settings with copy buttons, and a button that asks an
 * installed wallet to add and switch to Sonic. Fully rendered at build time;
 * the wallet is only looked for when the reader clicks, and the code that
 * talks to it (./addSonic, ./outcomeMessage) is loaded only then.
 */
export default function NetworkCard(): ReactNode {
  const links = useLinks();
  const data = useSiteData();
  const {chain, chainIdHex} = data;
  const [status, setStatus] = useState<Status>('idle');
  const [message, setMessage] = useState<ReactNode>(null);
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
    setMessage(workingMessage);
    try {
      const [{addSonic, sonicParameters}, {outcomeMessage}] = await Promise.all([
        import('./addSonic'),
        import('./outcomeMessage'),
      ]);
      const outcome = await addSonic(provider, sonicParameters(data, links.rpc, links.explorer));
      setStatus(outcome);
      setMessage(outcomeMessage(outcome, chain));
    } catch {
      setStatus('load-failed');
      setMessage(loadFailedMessage);
    }
  }

  const ok = status === 'switched' || status === 'added';
  return (
    <div className={styles.card} role="group" aria-labelledby="sonic-network-card-title">
      <p id="sonic-network-card-title" className={styles.title} data-md-skip="">
        {chain.name} mainnet
      </p>
      {/* In the Markdown twin, a two-column table (the card's title and button are the page's). */}
      <dl className={styles.list} data-md-table="Setting|Value">
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
          {message}
        </p>
      </div>
    </div>
  );
}
