import type {ReactNode} from 'react';
import {isPlaceholder, linkDefs, linkIds, type LinkDef} from '@site/src/data/links';
import ExternalLink, {NotPublished} from '@site/src/components/ExternalLink';
import useLinks from '@site/src/hooks/useLinks';
import styles from '../DataTable/styles.module.css';
import own from './styles.module.css';

/**
 * Every official address from src/data/links.ts (as resolved for this build),
 * so the list can never miss or misspell one. An address not published yet
 * reads "Not published yet" in its cell (the table is where this page says
 * so; its notice does not list them again), never its placeholder.
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
                    {isPlaceholder(links[id]) ? <NotPublished to={id} short /> : <ExternalLink to={id} />}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </>
  );
}
