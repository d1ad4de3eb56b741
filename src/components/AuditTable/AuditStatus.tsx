// The one-sentence audit state every page may show (a global MDX component, so in main.js);
// the table itself (./index.tsx) is imported by /audits-links only and stays in that page's chunk.
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useSiteData} from '@site/src/data/context';

/** One sentence on the audit state, for pages other than /audits-links. */
export function AuditStatus(): ReactNode {
  const {audits} = useSiteData();
  return audits.length === 0 ? (
    <>
      No audit report has been published yet, so the contracts are not audited; reports will be listed on{' '}
      <Link to="/audits-links#audit-details">Audits &amp; Links</Link> when they are final.
    </>
  ) : (
    <>
      {audits.length === 1 ? 'One audit report is' : `${audits.length} audit reports are`} published on{' '}
      <Link to="/audits-links#audit-details">Audits &amp; Links</Link>, each naming the contracts and version it covers.
    </>
  );
}
