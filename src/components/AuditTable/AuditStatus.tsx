// The one-sentence audit state every page may show (a global MDX component, so in main.js);
// the table itself (./index.tsx) is imported by /audits-links only and stays in that page's chunk.
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useSiteData} from '@site/src/data/context';

/** One short sentence on the audit state with a link, for pages other than /audits-links (the state's home). */
export function AuditStatus(): ReactNode {
  const {audits} = useSiteData();
  return audits.length === 0 ? (
    <>
      No audit report has been published yet (<Link to="/audits-links#audit-details">Audits &amp; Links</Link>).
    </>
  ) : (
    <>
      {audits.length === 1 ? 'One audit report is' : `${audits.length} audit reports are`} published on{' '}
      <Link to="/audits-links#audit-details">Audits &amp; Links</Link>.
    </>
  );
}
