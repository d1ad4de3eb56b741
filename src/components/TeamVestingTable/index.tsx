import {useId, type ReactNode} from 'react';
import {useSiteData} from '@site/src/data/context';
import styles from '../DataTable/styles.module.css';

const MONTHS_PER_YEAR = 12;

/** Team tokens unlocked at launch and at the end of each year, from teamUnlockedAt(). */
export default function TeamVestingTable(): ReactNode {
  const captionId = useId();
  const {token, allocation, teamUnlockedAt, teamVesting, amount, percent} = useSiteData();
  const total = allocation('team').amount;
  const months: number[] = [];
  for (let m = 0; m <= teamVesting.totalMonths; m += MONTHS_PER_YEAR) {
    months.push(m);
  }
  // Focusable so keyboard users can scroll it when it is wider than the screen.
  return (
    <div className={styles.scroll} role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className={styles.table} data-testid="team-vesting-table">
        <caption id={captionId} className={styles.caption}>
          Team {token.ticker} unlocked, by month after the lock starts
        </caption>
        <thead>
          <tr>
            <th scope="col">Month</th>
            <th scope="col" className={`${styles.num} ${styles.wrap}`}>
              Unlocked ({token.ticker})
            </th>
            <th scope="col" className={styles.num}>
              Share
            </th>
          </tr>
        </thead>
        <tbody>
          {months.map((m) => (
            <tr key={m} data-month={m}>
              <th scope="row">{m}</th>
              <td className={styles.num}>{amount(teamUnlockedAt(m))}</td>
              <td className={styles.num}>{percent((teamUnlockedAt(m) / total) * 100)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
