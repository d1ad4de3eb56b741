import type {ReactNode} from 'react';
import {useSiteData} from '@site/src/data/context';
import DataTable from '@site/src/components/DataTable';
import NotSet from '@site/src/components/NotSet';

/**
 * When each allocation's tokens can move (src/data/tokenomics.ts `release`),
 * "not set yet" where the project has not set it, marked so the page's notice
 * lists it (src/data/unset.ts: the rewards' emission schedule, the others' releases).
 */
export default function ReleaseTable(): ReactNode {
  const {allocations} = useSiteData();
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
        <NotSet
          key="release"
          field={a.key === 'rewards' ? 'releaseFacts.emissionSchedule' : 'releaseFacts.unscheduled'}
          value={a.release}
        />,
      ]}
      tableAttributes={{'data-testid': 'release-table'}}
    />
  );
}
