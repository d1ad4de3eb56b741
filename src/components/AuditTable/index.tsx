import type {ReactNode} from 'react';
import {useSiteData} from '@site/src/data/context';
import DataTable from '@site/src/components/DataTable';

/**
 * Published audits from src/data/audits.ts, or the plain statement that none
 * is published yet (the one place the site says so in full; other pages use
 * the one-line AuditStatus).
 */
export default function AuditTable(): ReactNode {
  const {audits, longDate} = useSiteData();
  if (audits.length === 0) {
    return (
      <p data-audits="none">
        <strong>No audit report has been published yet</strong>, so the contracts are not audited. When a report is
        final, it is listed here with the auditor, the contracts and version it covers, its date and the full report.
        Until then, treat any claim of an audit as unverified.
      </p>
    );
  }
  return (
    <DataTable
      caption="Published security audits, newest first"
      captionHidden
      columns={[{label: 'Auditor'}, {label: 'Scope'}, {label: 'Commit or version'}, {label: 'Date'}, {label: 'Report'}]}
      rows={audits}
      rowKey={(a) => `${a.auditor}-${a.date}`}
      cells={(a) => [
        a.auditor,
        a.scope,
        <code key="version">{a.version}</code>,
        <time key="date" dateTime={a.date}>
          {longDate(a.date)}
        </time>,
        // eslint-disable-next-line @docusaurus/no-html-links -- an external report, opened in a new tab
        <a key="report" href={a.reportUrl} target="_blank" rel="noopener noreferrer">
          Report<span className="sr-only"> by {a.auditor} (opens in a new tab)</span>
        </a>,
      ]}
      tableAttributes={{'data-audits': audits.length}}
    />
  );
}
