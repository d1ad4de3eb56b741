import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {isPlaceholder, linkDefs, linkIds, ownLinkIds, type LinkDef, type LinkId} from '@site/src/data/links';
import ExternalLink, {Address} from '@site/src/components/ExternalLink';
import OfficialContracts from '@site/src/components/OfficialContracts';
import useLinks from '@site/src/hooks/useLinks';
import DataTable from '@site/src/components/DataTable';
import own from './styles.module.css';
import PlaceholderMark from '@site/src/components/Placeholder';
import {useSiteData} from '@site/src/data/context';

/** What of src/data/links.ts and the contracts is published in this build. */
function useOfficial() {
  const links = useLinks();
  const {brand, chain, contracts, contractsLabel} = useSiteData();
  const unpublished = linkIds.filter((id) => isPlaceholder(links[id]));
  const noContract = contracts.length === 0;
  return {
    links,
    brand,
    chain,
    contractsLabel,
    published: linkIds.filter((id) => !isPlaceholder(links[id])),
    unpublished,
    noContract,
    nothingOwn: ownLinkIds.every((id) => isPlaceholder(links[id])) && noContract,
    anyUnpublished: unpublished.length > 0 || noContract,
  };
}

/**
 * The words of the page's status line (inside <SectionStatus>): what is not
 * published yet, in one clause that marks each unpublished address for the
 * page's "not set yet" notice (the placeholder never printed, the labels not
 * listed again), and that each will appear in the Official Links section.
 * While none of the project's own addresses and no contract is published, it
 * says that nothing is, and that any link claiming to be one is fake.
 */
export function OfficialStatus(): ReactNode {
  const {brand, contractsLabel, unpublished, noContract, nothingOwn, anyUnpublished} = useOfficial();
  const section = <Link to="#official-links">Official Links</Link>;
  if (!anyUnpublished) return <>every official address and contract is listed in {section}.</>;
  const marks = unpublished.map((id) => (
    <span key={id} data-unpublished-link={id}>
      <PlaceholderMark field={`links.${id}`} />
    </span>
  ));
  const contractsNamed = (words: string) => <span data-contracts="">{words}</span>;
  return nothingOwn ? (
    <>
      <span data-unpublished-links="">
        {marks}no {brand.name} address, channel or {contractsNamed('contract')} is published yet
      </span>
      , and any link claiming to be one is fake; each will appear in {section}.
    </>
  ) : (
    <>
      <span data-unpublished-links="">
        {marks}
        {unpublished.length > 0 && 'some official addresses'}
        {unpublished.length > 0 && noContract && ' and '}
        {noContract && <>the {contractsNamed(contractsLabel)}</>} are not published yet
      </span>
      ; each will appear in {section}.
    </>
  );
}

/**
 * Every official address from src/data/links.ts (as resolved for this build),
 * so the list can never miss or misspell one: a table of the published
 * addresses, each linked, that grows as addresses are set, and the published
 * contracts in their own table (<OfficialContracts />). What is not published
 * yet is said once, in the page's status line (<OfficialStatus />); once any
 * of the project's own addresses is, one sentence says that only those listed
 * here are official; until then, one line says the table lists only the
 * network's services, not the project's.
 */
export default function OfficialLinks(): ReactNode {
  const {links, brand, chain, published, nothingOwn} = useOfficial();
  // While none of the project's own addresses is published, the table holds only the network's services.
  const networkOnly = !published.some((id) => ownLinkIds.includes(id));
  const caption = networkOnly
    ? `${chain.name} network services, not run by ${brand.name}`
    : `Official ${brand.name} links and channels`;
  return (
    <>
      {!nothingOwn && <p>Only the addresses listed here are official; any other is fake.</p>}
      {networkOnly && published.length > 0 && (
        <p>
          Until {brand.name} publishes its own addresses, this list holds only {chain.name} network services:
        </p>
      )}
      {published.length > 0 && (
        <DataTable
          caption={caption}
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
