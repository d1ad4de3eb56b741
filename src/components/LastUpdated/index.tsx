import type {ReactNode} from 'react';
import {useSiteData} from '@site/src/data/context';
import PlaceholderMark from '@site/src/components/Placeholder';
import styles from './styles.module.css';

interface Props {
  /** Field of src/data/legal.ts holding the date. */
  readonly field: 'termsLastUpdated' | 'privacyLastUpdated';
}

/**
 * The "Last updated" line at the top of a legal text, from src/data/legal.ts
 * (never the day of the build). While the date is listed as a placeholder
 * (src/data/placeholders.ts) the line says "not set yet (draft)" instead of a date.
 */
export default function LastUpdated({field}: Props): ReactNode {
  const {legal, legalNotSet, longDate, placeholderFacts} = useSiteData();
  const date = legal[field];
  if (placeholderFacts.some((p) => p.field === `legal.${field}`)) {
    return (
      <p className={styles.updated}>
        Last updated: {legalNotSet} (draft)
        <PlaceholderMark field={`legal.${field}`} />
      </p>
    );
  }
  return (
    <p className={styles.updated}>
      Last updated: <time dateTime={date}>{longDate(date)}</time>
      <PlaceholderMark field={`legal.${field}`} />
    </p>
  );
}
