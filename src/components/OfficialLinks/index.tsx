import type {ReactNode} from 'react';
import {isPlaceholder, linkDefs, linkIds, notPublishedYet, type LinkDef, type LinkId} from '@site/src/data/links';
import ExternalLink, {Address} from '@site/src/components/ExternalLink';
import OfficialContracts from '@site/src/components/OfficialContracts';
import useLinks from '@site/src/hooks/useLinks';
import DataTable from '@site/src/components/DataTable';
import own from './styles.module.css';
import PlaceholderMark from '@site/src/components/Placeholder';
import {useSiteData} from '@site/src/data/context';

/** A row of the table: an address of src/data/links.ts, or the contracts' row while none is published. */
type Row = LinkId | typeof contractsRow;
const contractsRow = 'contracts';

/**
 * Every official address from src/data/links.ts (as resolved for this build),
 * so the list can never miss or misspell one: one table, a row per address,
 * its link once published, else "Not published yet" (marked for the page's
 * notice, the placeholder never printed). While no contract address is
 * published, a last row says so; once some are, they follow in their own
 * table (<OfficialContracts />).
 */
export default function OfficialLinks(): ReactNode {
  const links = useLinks();
  const {contracts, contractsLabel} = useSiteData();
  const rows: readonly Row[] = contracts.length === 0 ? [...linkIds, contractsRow] : linkIds;
  return (
    <>
      <DataTable
        caption="Official SX Exchange links and channels"
        captionHidden
        columns={[
          {label: 'What', cellClassName: own.label},
          {label: 'Address', cellClassName: own.address},
        ]}
        rows={rows}
        rowKey={(id) => id}
        rowAttributes={(id): Record<`data-${string}`, string> =>
          id === contractsRow ? {'data-contracts': ''} : {'data-link-id': id}
        }
        cells={(id) => {
          if (id === contractsRow) return [contractsLabel, notPublishedYet];
          const def: LinkDef = linkDefs[id];
          return [
            def.label,
            isPlaceholder(links[id]) ? (
              <span key="address">
                {notPublishedYet}
                <PlaceholderMark field={`links.${id}`} />
              </span>
            ) : (
              <ExternalLink key="address" to={id}>
                <Address>{links[id].replace(/^mailto:/, '')}</Address>
              </ExternalLink>
            ),
          ];
        }}
        scrollClassName={own.scroll}
      />
      <OfficialContracts />
    </>
  );
}
