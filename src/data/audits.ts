/**
 * Published security audits, newest first. Empty until a report is final:
 * while it is empty no page may claim that the contracts are audited, and
 * /audits-links says that none is published. Add one entry per report.
 */
export interface Audit {
  /** Auditing firm. */
  readonly auditor: string;
  /** Which contracts were reviewed. */
  readonly scope: string;
  /** Commit hash or contract version the report covers. */
  readonly version: string;
  /** Date the report was published (ISO, e.g. "2027-03-01"). */
  readonly date: string;
  /** Full report (https:). */
  readonly reportUrl: string;
}

export const audits: readonly Audit[] = [];
