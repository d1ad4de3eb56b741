import type {ReactNode} from 'react';
import {useSiteData} from '@site/src/data/context';
import type {AllocationKey} from '@site/src/data/tokenomics';

/** An allocation's size, as the section about it opens: "40,000,000 $SX (4% of the supply)". */
export default function AllocationAmount({of}: {readonly of: AllocationKey}): ReactNode {
  const {allocation, amount, percent, token} = useSiteData();
  const a = allocation(of);
  return `${amount(a.amount)} ${token.ticker} (${percent(a.percent)} of the supply)`;
}
