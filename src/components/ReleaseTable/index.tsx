import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useSiteData} from '@site/src/data/context';
import type {AllocationKey} from '@site/src/data/tokenomics';
import DataTable from '@site/src/components/DataTable';

interface Props {
  /** Allocations whose schedule a section of the page sets out in full: the row links there (its id) instead of repeating it. */
  readonly detailsAt?: Partial<Record<AllocationKey, string>>;
}

/** When each allocation's tokens can move (src/data/tokenomics.ts `release`), "not set yet" where the project has not set it. */
export default function ReleaseTable({detailsAt = {}}: Props): ReactNode {
  const {allocations, orNotSet} = useSiteData();
  return (
    <DataTable
      caption="When each allocation's tokens are released"
      columns={[{label: 'Allocation'}, {label: 'Release'}]}
      rows={allocations}
      rowKey={(a) => a.key}
      rowAttributes={(a) => ({'data-allocation': a.key})}
      // Shares and amounts are in the allocation figure's legend, once: here only the release.
      cells={(a) => {
        const at = detailsAt[a.key];
        return [a.label, at && a.release !== null ? <Link to={`#${at}`}>See {a.label}</Link> : orNotSet(a.release)];
      }}
      tableAttributes={{'data-testid': 'release-table'}}
    />
  );
}
