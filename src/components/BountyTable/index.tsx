import type {ReactNode} from 'react';
import {useSiteData} from '@site/src/data/context';
import DataTable from '@site/src/components/DataTable';
import own from './styles.module.css';

/** The bug bounty's reward tiers, from src/data/bounty.ts, most severe first. */
export default function BountyTable(): ReactNode {
  const {bountyTiers, usd} = useSiteData();
  return (
    <DataTable
      caption="Maximum bug bounty reward by severity, in US dollars"
      captionHidden
      columns={[{label: 'Severity'}, {label: 'Maximum reward (USD)', numeric: 'cells'}, {label: 'Typical examples'}]}
      rows={bountyTiers}
      rowKey={(tier) => tier.severity}
      rowAttributes={(tier) => ({'data-severity': tier.severity})}
      cells={(tier) => [tier.label, usd(tier.maxRewardUsd), tier.examples]}
      className={own.words}
      headClassName="sr-only-phone"
      scrollClassName={own.scroll}
    />
  );
}
