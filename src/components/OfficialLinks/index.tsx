import {Fragment, type ReactNode} from 'react';
import {isPlaceholder, linkDefs, linkIds, notPublished, type LinkDef} from '@site/src/data/links';
import ExternalLink, {Address} from '@site/src/components/ExternalLink';
import OfficialContracts from '@site/src/components/OfficialContracts';
import useLinks from '@site/src/hooks/useLinks';
import DataTable from '@site/src/components/DataTable';
import own from './styles.module.css';
import PlaceholderMark from '@site/src/components/Placeholder';

/**
 * Every official address from src/data/links.ts (as resolved for this build),
 * so the list can never miss or misspell one: a table of the published ones,
 * then one line naming those not published yet, then the published contract
 * addresses (<OfficialContracts />, nothing while there are none).
 */
export default function OfficialLinks(): ReactNode {
  const links = useLinks();
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
        // One line for every address not published yet, by its label, never its placeholder
        // (the marks tell the page's notice not to list them again).
        <p data-unpublished-links={unpublished.join(' ')}>
          <strong>{notPublished[0]!.toUpperCase() + notPublished.slice(1)}:</strong>{' '}
          {unpublished.map((id, i) => (
            <Fragment key={id}>
              {i > 0 ? ', ' : ''}
              <span data-unpublished-link={id}>{i === 0 ? linkDefs[id].label : lowerFirst(linkDefs[id].label)}</span>
              <PlaceholderMark field={`links.${id}`} shown />
            </Fragment>
          ))}
          . Treat any address for them that you find elsewhere as fake.
        </p>
      ) : null}
      <OfficialContracts />
    </>
  );
}

/** "Project website" → "project website" in a list; names such as "X (Twitter)" or "Telegram" keep their capital. */
function lowerFirst(label: string): string {
  return /^[A-Z][a-z]/.test(label) && !/^(Telegram|Discord|Sonic)\b/.test(label)
    ? label[0]!.toLowerCase() + label.slice(1)
    : label;
}
