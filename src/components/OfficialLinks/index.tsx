import {Fragment, type ReactNode} from 'react';
import {isPlaceholder, linkDefs, linkIds, notPublishedYet, type LinkDef, type LinkId} from '@site/src/data/links';
import ExternalLink, {Address} from '@site/src/components/ExternalLink';
import OfficialContracts from '@site/src/components/OfficialContracts';
import useLinks from '@site/src/hooks/useLinks';
import DataTable from '@site/src/components/DataTable';
import own from './styles.module.css';
import PlaceholderMark from '@site/src/components/Placeholder';
import {useSiteData} from '@site/src/data/context';

/**
 * Every official address from src/data/links.ts (as resolved for this build),
 * so the list can never miss or misspell one. One sentence names what is not
 * published yet (each name marked for the page's notice, the placeholder
 * never printed), the contracts too while none is; a table lists the
 * published addresses, each linked, and grows as addresses are set. Published
 * contracts follow in their own table (<OfficialContracts />).
 */
export default function OfficialLinks(): ReactNode {
  const links = useLinks();
  const {contracts, contractsLabel} = useSiteData();
  const published = linkIds.filter((id) => !isPlaceholder(links[id]));
  const unpublished: readonly ReactNode[] = [
    ...linkIds
      .filter((id) => isPlaceholder(links[id]))
      .map((id) => (
        <span key={id} data-unpublished-link={id}>
          {linkDefs[id].label}
          <PlaceholderMark field={`links.${id}`} />
        </span>
      )),
    ...(contracts.length === 0
      ? [
          <span key="contracts" data-contracts="">
            {contractsLabel}
          </span>,
        ]
      : []),
  ];
  return (
    <>
      {unpublished.length > 0 && (
        <p data-unpublished-links="">
          {notPublishedYet}:{' '}
          {unpublished.map((name, i) => (
            <Fragment key={i}>
              {i > 0 && ', '}
              {name}
            </Fragment>
          ))}
          .
        </p>
      )}
      {published.length > 0 && (
        <DataTable
          caption="Official SX Exchange links and channels"
          captionHidden
          columns={[
            {label: 'What', cellClassName: own.label},
            {label: 'Address', cellClassName: own.address},
          ]}
          rows={published}
          rowKey={(id) => id}
          rowAttributes={(id): Record<`data-${string}`, string> => ({'data-link-id': id})}
          cells={(id: LinkId) => {
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
      )}
      <OfficialContracts />
    </>
  );
}
