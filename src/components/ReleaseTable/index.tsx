import type {ReactNode} from 'react';
import {useSiteData} from '@site/src/data/context';
import DataTable from '@site/src/components/DataTable';

/** When each allocation's tokens can move (src/data/tokenomics.ts `release`), "not set yet" where the project has not set it. */
export default function ReleaseTable(): ReactNode {
  const {allocations, orNotSet} = useSiteData();
  return (
    <DataTable
      caption="When each allocation's tokens are released"
      columns={[{label: 'Allocation'}, {label: 'Release'}]}
      rows={allocations}
      rowKey={(a) => a.key}
      rowAttributes={(a) => ({'data-allocation': a.key})}
      // Shares and amounts are in the allocation figure's legend, once: here only the release.
      cells={(a) => [a.label, orNotSet(a.release)]}
      tableAttributes={{'data-testid': 'release-table'}}
    />
  );
}
