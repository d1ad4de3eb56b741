import type {ReactNode} from 'react';
import {useSiteData} from '@site/src/data/context';
import styles from '../DataTable/styles.module.css';

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
    <div className={styles.scroll}>
      <table className={styles.table} data-audits={audits.length}>
        <caption className="sr-only">Published security audits, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Auditor</th>
            <th scope="col">Scope</th>
            <th scope="col">Commit or version</th>
            <th scope="col">Date</th>
            <th scope="col">Report</th>
          </tr>
        </thead>
        <tbody>
          {audits.map((a) => (
            <tr key={`${a.auditor}-${a.date}`}>
              <th scope="row">{a.auditor}</th>
              <td>{a.scope}</td>
              <td>
                <code>{a.version}</code>
              </td>
              <td>
                <time dateTime={a.date}>{longDate(a.date)}</time>
              </td>
              <td>
                {/* eslint-disable-next-line @docusaurus/no-html-links -- an external report, opened in a new tab */}
                <a href={a.reportUrl} target="_blank" rel="noopener noreferrer">
                  Report<span className="sr-only"> by {a.auditor} (opens in a new tab)</span>
                </a>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
