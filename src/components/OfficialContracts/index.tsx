import type {ReactNode} from 'react';
import {useSiteData} from '@site/src/data/context';
import ExternalLink from '@site/src/components/ExternalLink';
import DataTable from '@site/src/components/DataTable';

/**
 * The contract addresses the project has published (src/data/contracts.ts),
 * each linked to its page on the block explorer. Nothing at all while none is
 * published: the pages already say so where it matters (the "is this
 * official?" check answers any address with "none published yet").
 */
export default function OfficialContracts(): ReactNode {
  const {contracts, chain, explorerAddressPath} = useSiteData();
  if (contracts.length === 0) {
    return null;
  }
  return (
    <DataTable
      caption={<>Official contract addresses on {chain.name}</>}
      columns={[{label: 'Contract'}, {label: 'Address'}]}
      rows={contracts}
      rowKey={(c) => c.id}
      rowAttributes={(c) => ({'data-contract-id': c.id})}
      cells={(c) => [
        c.label,
        <ExternalLink key="address" to="explorer" path={explorerAddressPath(c.address)}>
          <code translate="no">{c.address}</code>
        </ExternalLink>,
      ]}
      tableAttributes={{'data-testid': 'official-contracts'}}
    />
  );
}
