import type {ReactNode} from 'react';
import {useSiteData} from '@site/src/data/context';
import DataTable from '@site/src/components/DataTable';

/** When each allocation's tokens can move (src/data/tokenomics.ts `release`), "not set yet" where the project has not set it. */
export default function ReleaseTable(): ReactNode {
  const {allocations, percent, orNotSet} = useSiteData();
  return (
    <DataTable
      caption="When each allocation's tokens are released"
      columns={[{label: 'Allocation'}, {label: 'Release'}]}
      rows={allocations}
      rowKey={(a) => a.key}
      rowAttributes={(a) => ({'data-allocation': a.key})}
      cells={(a) => [
        <>
          {a.label} ({percent(a.percent)})
        </>,
        orNotSet(a.release),
      ]}
      tableAttributes={{'data-testid': 'release-table'}}
    />
  );
}
