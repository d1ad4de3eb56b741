import type {ReactNode} from 'react';
import {
  isPlaceholder,
  linkDefs,
  linkIds,
  notPublishedYet,
  ownLinkIds,
  type LinkDef,
  type LinkId,
} from '@site/src/data/links';
import ExternalLink, {Address} from '@site/src/components/ExternalLink';
import OfficialContracts from '@site/src/components/OfficialContracts';
import useLinks from '@site/src/hooks/useLinks';
import DataTable from '@site/src/components/DataTable';
import own from './styles.module.css';
import PlaceholderMark from '@site/src/components/Placeholder';
import {useSiteData} from '@site/src/data/context';

/**
 * Every official address from src/data/links.ts (as resolved for this build),
 * so the list can never miss or misspell one. A table lists the published
 * addresses, each linked, and grows as addresses are set. What is not
 * published yet is one sentence, never a second list: the page's "not set
 * yet" notice already names each address (marked here, the placeholder never
 * printed), and the sentence points to it; it names the contracts too while
 * none is. Published contracts follow in their own table (<OfficialContracts />).
 */
export default function OfficialLinks(): ReactNode {
  const links = useLinks();
  const {contracts, contractsLabel, placeholderNotice} = useSiteData();
  const published = linkIds.filter((id) => !isPlaceholder(links[id]));
  const unpublished = linkIds.filter((id) => isPlaceholder(links[id]));
  const noneOwn = ownLinkIds.every((id) => isPlaceholder(links[id]));
  const notice = (
    <>
      <strong>{placeholderNotice.title}</strong> on this page
    </>
  );
  const contractsLine =
    contracts.length === 0 ? (
      <>
        The <span data-contracts="">{contractsLabel}</span> are not published yet{unpublished.length > 0 && ' either'}.
      </>
    ) : null;
  return (
    <>
      {(unpublished.length > 0 || contractsLine) && (
        <p data-unpublished-links="">
          {unpublished.map((id) => (
            <span key={id} data-unpublished-link={id}>
              <PlaceholderMark field={`links.${id}`} />
            </span>
          ))}
          {unpublished.length > 0 &&
            (noneOwn ? (
              <>None of the project&apos;s own addresses is published yet; {notice} lists each. </>
            ) : (
              <>
                {notPublishedYet}: the addresses {notice} lists.{' '}
              </>
            ))}
          {contractsLine}
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
