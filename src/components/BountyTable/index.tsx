import type {ReactNode} from 'react';
import {useSiteData} from '@site/src/data/context';
import styles from '../DataTable/styles.module.css';
import own from './styles.module.css';

/** The bug bounty's reward tiers, from src/data/bounty.ts, most severe first. */
export default function BountyTable(): ReactNode {
  const {bountyTiers, usd} = useSiteData();
  return (
    <div className={`${styles.scroll} ${own.scroll}`}>
      <table className={`${styles.table} ${own.words}`}>
        <caption className="sr-only">Maximum bug bounty reward by severity, in US dollars</caption>
        <thead>
          <tr>
            <th scope="col">Severity</th>
            <th scope="col">Maximum reward (USD)</th>
            <th scope="col">Typical examples</th>
          </tr>
        </thead>
        <tbody>
          {bountyTiers.map((tier) => (
            <tr key={tier.severity} data-severity={tier.severity}>
              <th scope="row">{tier.label}</th>
              <td className={styles.num}>{usd(tier.maxRewardUsd)}</td>
              <td>{tier.examples}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
