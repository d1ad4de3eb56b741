import type {ReactNode} from 'react';
import {isPlaceholder, linkDefs, linkIds, ownLinkIds, type LinkDef, type LinkId} from '@site/src/data/links';
import ExternalLink, {Address} from '@site/src/components/ExternalLink';
import OfficialContracts from '@site/src/components/OfficialContracts';
import useLinks from '@site/src/hooks/useLinks';
import DataTable from '@site/src/components/DataTable';
import own from './styles.module.css';
import PlaceholderMark from '@site/src/components/Placeholder';
import {useSiteData} from '@site/src/data/context';

/**
 * Every official address from src/data/links.ts (as resolved for this build),
 * so the list can never miss or misspell one. One sentence opens the list and
 * says what is official: while none of the project's own addresses and no
 * contract is published, that nothing is, and that any link claiming to be
 * one is fake; after that, that only what is listed here is, and what is not
 * published yet. The page's "not set yet" notice names each unpublished
 * address (marked here, the placeholder never printed). A table lists the
 * published addresses, each linked, and grows as addresses are set; published
 * contracts follow in their own table (<OfficialContracts />).
 */
export default function OfficialLinks(): ReactNode {
  const links = useLinks();
  const {brand, contracts, contractsLabel} = useSiteData();
  const published = linkIds.filter((id) => !isPlaceholder(links[id]));
  const unpublished = linkIds.filter((id) => isPlaceholder(links[id]));
  const noContract = contracts.length === 0;
  const nothingOwn = ownLinkIds.every((id) => isPlaceholder(links[id])) && noContract;
  const rest = (
    <>
      {unpublished.length > 0 && ' The other addresses'}
      {unpublished.length > 0 && noContract && ' and the'}
      {unpublished.length === 0 && noContract && ' The'}
      {noContract && (
        <>
          {' '}
          <span data-contracts="">{contractsLabel}</span>
        </>
      )}
      {(unpublished.length > 0 || noContract) && ' are not published yet.'}
    </>
  );
  const marks = unpublished.map((id) => (
    <span key={id} data-unpublished-link={id}>
      <PlaceholderMark field={`links.${id}`} />
    </span>
  ));
  return (
    <>
      {nothingOwn ? (
        <p data-unpublished-links="">
          {marks}
          No {brand.name} address or <span data-contracts="">contract</span> is published yet; any link claiming to be
          one is fake.
        </p>
      ) : (
        <p data-unpublished-links={unpublished.length > 0 || noContract ? '' : undefined}>
          {marks}
          Only the addresses listed here are official; any other is fake.{rest}
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
