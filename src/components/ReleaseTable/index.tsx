import type {ReactNode} from 'react';
import {useSiteData} from '@site/src/data/context';
import DataTable from '@site/src/components/DataTable';
import Link from '@docusaurus/Link';
import NotSet from '@site/src/components/NotSet';

/**
 * When each allocation's tokens can move (src/data/tokenomics.ts `release`),
 * "not set yet" where the project has not set it, marked so the page's notice
 * lists it (src/data/unset.ts: the rewards' emission schedule, the others' releases).
 * The team's lock is stated once, in the Team section: its row gives the total and links there.
 */
export default function ReleaseTable(): ReactNode {
  const {allocations, teamVesting} = useSiteData();
  return (
    <DataTable
      caption="When each allocation's tokens are released"
      columns={[{label: 'Allocation'}, {label: 'Release'}]}
      rows={allocations}
      rowKey={(a) => a.key}
      rowAttributes={(a) => ({'data-allocation': a.key})}
      // Shares and amounts are in the allocation figure's legend, once: here only the release.
      cells={(a) => [
        a.label,
        a.key === 'team' ? (
          <span key="release">
            Released by month {teamVesting.totalMonths}: <Link to="#team">Team</Link>
          </span>
        ) : (
          <NotSet
            key="release"
            field={a.key === 'rewards' ? 'releaseFacts.emissionSchedule' : 'releaseFacts.unscheduled'}
            value={a.release}
          />
        ),
      ]}
      tableAttributes={{'data-testid': 'release-table'}}
    />
  );
}
