import type {ReactNode} from 'react';
import {useSiteData} from '@site/src/data/context';
import DataTable from '@site/src/components/DataTable';

const MONTHS_PER_YEAR = 12;

/** Team tokens unlocked at the start, at the end of each year, at the cliff and at the end, from teamUnlockedAt(). */
export default function TeamVestingTable(): ReactNode {
  const {token, allocation, teamUnlockedAt, teamVesting, amount, percent} = useSiteData();
  const total = allocation('team').amount;
  const months = new Set<number>([teamVesting.cliffMonths, teamVesting.totalMonths]);
  for (let m = 0; m <= teamVesting.totalMonths; m += MONTHS_PER_YEAR) {
    months.add(m);
  }
  return (
    <DataTable
      caption={<>Team {token.ticker} unlocked, by month after the lock starts</>}
      columns={[
        {label: 'Month'},
        {label: <>Unlocked ({token.ticker})</>, numeric: 'cells'},
        {label: 'Share', numeric: true},
      ]}
      rows={[...months].sort((a, b) => a - b)}
      rowKey={(m) => m}
      rowAttributes={(m) => ({'data-month': m})}
      cells={(m) => [m, amount(teamUnlockedAt(m)), percent((teamUnlockedAt(m) / total) * 100)]}
      tableAttributes={{'data-testid': 'team-vesting-table'}}
    />
  );
}
