import {useId, type ReactNode} from 'react';
import {useSiteData} from '@site/src/data/context';
import ExternalLink from '@site/src/components/ExternalLink';
import styles from '../DataTable/styles.module.css';

/**
 * The contract addresses the project has published (src/data/contracts.ts),
 * each linked to its page on the block explorer. Nothing at all while none is
 * published: the pages already say so where it matters (the "is this
 * official?" check answers any address with "none published yet").
 */
export default function OfficialContracts(): ReactNode {
  const captionId = useId();
  const {contracts, chain, explorerAddressPath} = useSiteData();
  if (contracts.length === 0) {
    return null;
  }
  // Focusable so keyboard users can scroll it when an address is wider than the screen.
  return (
    <div className={styles.scroll} role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className={styles.table} data-testid="official-contracts">
        <caption id={captionId} className={styles.caption}>
          Official contract addresses on {chain.name}
        </caption>
        <thead>
          <tr>
            <th scope="col">Contract</th>
            <th scope="col">Address</th>
          </tr>
        </thead>
        <tbody>
          {contracts.map((c) => (
            <tr key={c.id} data-contract-id={c.id}>
              <th scope="row">{c.label}</th>
              <td>
                <ExternalLink to="explorer" path={explorerAddressPath(c.address)}>
                  <code translate="no">{c.address}</code>
                </ExternalLink>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
