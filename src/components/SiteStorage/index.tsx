import type {ReactNode} from 'react';
import {useVersions} from '@docusaurus/plugin-content-docs/client';
import {useSiteData} from '@site/src/data/context';

/**
 * What this site keeps in the browser's storage (src/data/legal.ts,
 * siteStorage): one item per key; the version menu's key only once released
 * versions of the docs exist.
 */
export default function SiteStorage(): ReactNode {
  const released = useVersions(undefined).length > 1;
  const {siteStorage} = useSiteData();
  return (
    <ul data-site-storage>
      {siteStorage
        .filter((use) => released || !('withReleases' in use))
        .map((use) => (
          <li key={use.key} data-storage-key={use.key}>
            If {use.when}, {use.what} is kept (<code>{use.area}</code>, <code>{use.key}</code>) {use.why}.
          </li>
        ))}
    </ul>
  );
}
