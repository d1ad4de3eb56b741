import type {ReactNode} from 'react';
import {linkDefs, linkIds, type LinkDef} from '@site/src/data/links';
import ExternalLink, {Address} from '@site/src/components/ExternalLink';
import useLinks from '@site/src/hooks/useLinks';
import styles from '../DataTable/styles.module.css';

/** How each kind of link is named for readers. */
export const kindLabels: Record<LinkDef['kind'], string> = {
  app: 'App',
  web: 'Website',
  social: 'Social',
  chat: 'Chat',
  code: 'Code',
  chain: 'Sonic network',
  email: 'E-mail',
};

/**
 * Every official address from src/data/links.ts (as resolved for this build),
 * so the list can never miss or misspell one.
 */
export default function OfficialLinks(): ReactNode {
  const links = useLinks();
  return (
    <>
      <div className={styles.scroll}>
        <table className={styles.table}>
          <caption className="sr-only">Official SX Exchange links and channels</caption>
          <thead>
            <tr>
              <th scope="col">What</th>
              <th scope="col">Address</th>
              <th scope="col">Kind</th>
            </tr>
          </thead>
          <tbody>
            {linkIds.map((id) => {
              const def: LinkDef = linkDefs[id];
              return (
                <tr key={id} data-link-id={id}>
                  <th scope="row">{def.label}</th>
                  <td>
                    <ExternalLink to={id}>
                      <Address>{links[id].replace(/^mailto:/, '')}</Address>
                    </ExternalLink>
                  </td>
                  <td className={styles.nowrap}>{kindLabels[def.kind]}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </>
  );
}
