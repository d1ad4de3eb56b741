import type {ReactNode} from 'react';
import {isPlaceholder, linkDefs, linkIds, type LinkDef} from '@site/src/data/links';
import {useSiteData} from '@site/src/data/context';
import ExternalLink, {Address} from '@site/src/components/ExternalLink';
import OfficialContracts from '@site/src/components/OfficialContracts';
import useLinks from '@site/src/hooks/useLinks';
import DataTable from '@site/src/components/DataTable';
import own from './styles.module.css';
import PlaceholderMark from '@site/src/components/Placeholder';

/**
 * Every official address from src/data/links.ts (as resolved for this build),
 * so the list can never miss or misspell one: a table of the published ones,
 * then one line on those not published yet (the page's notice names them), then the published contract
 * addresses (<OfficialContracts />, nothing while there are none).
 */
export default function OfficialLinks(): ReactNode {
  const links = useLinks();
  const {placeholderNotice} = useSiteData();
  const published = linkIds.filter((id) => !isPlaceholder(links[id]));
  const unpublished = linkIds.filter((id) => isPlaceholder(links[id]));
  return (
    <>
      {published.length > 0 ? (
        <DataTable
          caption="Official SX Exchange links and channels"
          captionHidden
          columns={[
            {label: 'What', cellClassName: own.label},
            {label: 'Address', cellClassName: own.address},
          ]}
          rows={published}
          rowKey={(id) => id}
          rowAttributes={(id) => ({'data-link-id': id})}
          cells={(id) => {
            const def: LinkDef = linkDefs[id];
            return [
              def.label,
              <ExternalLink key="address" to={id}>
                <Address>{links[id].replace(/^mailto:/, '')}</Address>
              </ExternalLink>,
            ];
          }}
          scrollClassName={own.scroll}
        />
      ) : null}
      {unpublished.length > 0 ? (
        // The page's notice lists the addresses not published yet (each marked here); this line does not name them again.
        <p data-unpublished-links={unpublished.join(' ')}>
          {published.length > 0 ? 'The other official addresses' : 'The official addresses'} are not published yet; they
          are listed under <strong>{placeholderNotice.title}</strong> at the end of this page. Treat any address for
          them that you find elsewhere as fake.
          {unpublished.map((id) => (
            <PlaceholderMark key={id} field={`links.${id}`} />
          ))}
        </p>
      ) : null}
      <OfficialContracts />
    </>
  );
}
