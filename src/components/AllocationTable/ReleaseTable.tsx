import {useId, type ReactNode} from 'react';
import {useSiteData} from '@site/src/data/context';
import styles from '../DataTable/styles.module.css';

/** When each allocation's tokens can move (src/data/tokenomics.ts `release`), "not set yet" where the project has not set it. */
export default function ReleaseTable(): ReactNode {
  const captionId = useId();
  const {allocations, percent, orNotSet} = useSiteData();
  return (
    <div className={styles.scroll} role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className={styles.table} data-testid="release-table">
        <caption id={captionId} className={styles.caption}>
          When each allocation&apos;s tokens are released
        </caption>
        <thead>
          <tr>
            <th scope="col">Allocation</th>
            <th scope="col">Release</th>
          </tr>
        </thead>
        <tbody>
          {allocations.map((a) => (
            <tr key={a.key} data-allocation={a.key}>
              <th scope="row">
                {a.label} ({percent(a.percent)})
              </th>
              <td>{orNotSet(a.release)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
