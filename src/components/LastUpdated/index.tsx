import type {ReactNode} from 'react';
import {useSiteData} from '@site/src/data/context';
import PlaceholderMark from '@site/src/components/Placeholder';
import styles from './styles.module.css';

interface Props {
  /** Field of src/data/legal.ts holding the date. */
  readonly field: 'termsLastUpdated' | 'privacyLastUpdated';
}

/**
 * The one status line at the top of a legal text, from src/data/legal.ts
 * (never the day of the build): "Last updated" and its date, or, while the
 * date is listed as a placeholder (src/data/placeholders.ts), "Draft, not in
 * force." with the date marked, so the page's notice (right after it) lists
 * it with the other legal facts not set yet.
 */
export default function LastUpdated({field}: Props): ReactNode {
  const {legal, legalDraft, longDate, placeholderFacts} = useSiteData();
  const date = legal[field];
  if (placeholderFacts.some((p) => p.field === `legal.${field}`)) {
    return (
      <p className={styles.updated} data-legal-status="draft">
        {legalDraft}
        <PlaceholderMark field={`legal.${field}`} />
      </p>
    );
  }
  return (
    <p className={styles.updated} data-legal-status="dated">
      Last updated: <time dateTime={date}>{longDate(date)}</time>
      <PlaceholderMark field={`legal.${field}`} />
    </p>
  );
}
