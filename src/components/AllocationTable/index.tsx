import {useId, type ReactNode} from 'react';
import {useSiteData} from '@site/src/data/context';
import styles from '../DataTable/styles.module.css';
import own from './styles.module.css';

/**
 * Every $SX allocation from src/data/tokenomics.ts, with a totals row computed
 * from the rows. Three columns, the purpose under each name, so the table
 * reads on a phone.
 */
export default function AllocationTable(): ReactNode {
  const captionId = useId();
  const {token, allocations, amount, percent} = useSiteData();
  const totalPercent = allocations.reduce((sum, a) => sum + a.percent, 0);
  const totalAmount = allocations.reduce((sum, a) => sum + a.amount, 0);
  // Focusable so keyboard users can scroll it when it is wider than the screen.
  return (
    <div className={styles.scroll} role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className={styles.table} data-testid="allocation-table">
        <caption id={captionId} className={styles.caption}>
          Allocation of the {amount(token.totalSupply)} {token.ticker} total supply
        </caption>
        <thead>
          <tr>
            <th scope="col">Allocation</th>
            <th scope="col" className={styles.num}>
              Share
            </th>
            <th scope="col" className={styles.num}>
              Tokens ({token.ticker})
            </th>
          </tr>
        </thead>
        <tbody>
          {allocations.map((a) => (
            <tr key={a.key} data-allocation={a.key}>
              <th scope="row">
                {a.label}{' '}
                <span className={own.purpose} data-md-before=" — ">
                  {a.purpose}
                </span>
              </th>
              <td className={styles.num}>{percent(a.percent)}</td>
              <td className={styles.num}>{amount(a.amount)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr data-allocation="total">
            <th scope="row">
              Total{' '}
              <span className={own.purpose} data-md-before=" — ">
                Fixed: no more can be minted.
              </span>
            </th>
            <td className={styles.num}>{percent(totalPercent)}</td>
            <td className={styles.num}>{amount(totalAmount)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
