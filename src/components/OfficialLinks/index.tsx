import type {ReactNode} from 'react';
import {isPlaceholder, linkDefs, linkIds, type LinkDef} from '@site/src/data/links';
import ExternalLink, {Address} from '@site/src/components/ExternalLink';
import OfficialContracts from '@site/src/components/OfficialContracts';
import useLinks from '@site/src/hooks/useLinks';
import styles from '../DataTable/styles.module.css';
import own from './styles.module.css';
import {NotPublished} from '@site/src/components/Placeholder';

/**
 * Every official address from src/data/links.ts (as resolved for this build),
 * so the list can never miss or misspell one, then the published contract
 * addresses (<OfficialContracts />, nothing while there are none).
 */
export default function OfficialLinks(): ReactNode {
  const links = useLinks();
  const placeholders = linkIds.filter((id) => isPlaceholder(links[id]));
  const published = linkIds.filter((id) => !isPlaceholder(links[id])).map((id) => linkDefs[id].label);
  const list = new Intl.ListFormat('en', {type: 'conjunction'});
  return (
    <>
      {placeholders.length > 0 ? (
        <p data-placeholders={placeholders.length}>
          <strong>
            {published.length > 0
              ? `Only the ${list.format(published)} are published.`
              : 'None of these addresses is published yet.'}
          </strong>{' '}
          Until the project publishes {published.length > 0 ? 'the others' : 'them'}, treat any address for them that
          you find elsewhere as fake.
        </p>
      ) : null}
      <div className={`${styles.scroll} ${own.scroll}`}>
        <table className={styles.table}>
          <caption className="sr-only">Official SX Exchange links and channels</caption>
          <thead>
            <tr>
              <th scope="col">What</th>
              <th scope="col">Address</th>
            </tr>
          </thead>
          <tbody>
            {linkIds.map((id) => {
              const def: LinkDef = linkDefs[id];
              return (
                <tr key={id} data-link-id={id}>
                  <th scope="row" className={own.label}>
                    {def.label}
                  </th>
                  <td className={own.address}>
                    {/* Not published yet: said here, never its placeholder (the page's notice does not list it again). */}
                    {isPlaceholder(links[id]) ? (
                      <NotPublished to={id} short />
                    ) : (
                      <ExternalLink to={id}>
                        <Address>{links[id].replace(/^mailto:/, '')}</Address>
                      </ExternalLink>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <OfficialContracts />
    </>
  );
}
