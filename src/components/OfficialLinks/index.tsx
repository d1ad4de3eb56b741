import type {ReactNode} from 'react';
import {isPlaceholder, linkDefs, linkIds, notPublishedYet, type LinkDef} from '@site/src/data/links';
import ExternalLink, {Address} from '@site/src/components/ExternalLink';
import OfficialContracts from '@site/src/components/OfficialContracts';
import useLinks from '@site/src/hooks/useLinks';
import DataTable from '@site/src/components/DataTable';
import own from './styles.module.css';
import PlaceholderMark from '@site/src/components/Placeholder';

/**
 * Every official address from src/data/links.ts (as resolved for this build),
 * so the list can never miss or misspell one: one table, a row per address,
 * its link once published, else "Not published yet" (marked for the page's
 * notice, the placeholder never printed); then the published contract
 * addresses (<OfficialContracts />, nothing while there are none).
 */
export default function OfficialLinks(): ReactNode {
  const links = useLinks();
  return (
    <>
      <DataTable
        caption="Official SX Exchange links and channels"
        captionHidden
        columns={[
          {label: 'What', cellClassName: own.label},
          {label: 'Address', cellClassName: own.address},
        ]}
        rows={linkIds}
        rowKey={(id) => id}
        rowAttributes={(id) => ({'data-link-id': id})}
        cells={(id) => {
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
