import type {ReactNode} from 'react';
import {useSiteData} from '@site/src/data/context';
import PlaceholderMark from '@site/src/components/Placeholder';
import {StatusLine} from '@site/src/components/Status';
import styles from './styles.module.css';

interface Props {
  /** Field of src/data/legal.ts holding the date. */
  readonly field: 'termsLastUpdated' | 'privacyLastUpdated';
  /** The rest of the page's status, one or more sentences after the date or "draft, not in force.". */
  readonly children?: ReactNode;
}

/**
 * The one status line at the top of a legal text, from src/data/legal.ts
 * (never the day of the build): "Last updated" and its date, or, while the
 * date is listed as a placeholder (src/data/placeholders.ts), "**Status:**
 * draft, not in force." with the date marked, so the page's notice (right
 * after it) lists it with the other legal facts not set yet. The page's own
 * status (children) ends the same line.
 */
export default function LastUpdated({field, children}: Props): ReactNode {
  const {legal, legalDraft, longDate, placeholderFacts} = useSiteData();
  const date = legal[field];
  const rest = children ? <> {children}</> : null;
  if (placeholderFacts.some((p) => p.field === `legal.${field}`)) {
    return (
      <StatusLine legal="draft">
        {legalDraft}
        <PlaceholderMark field={`legal.${field}`} />
        {rest}
      </StatusLine>
    );
  }
  return (
    <p className={styles.updated} data-legal-status="dated">
      Last updated: <time dateTime={date}>{longDate(date)}</time>.
      <PlaceholderMark field={`legal.${field}`} />
      {rest}
    </p>
  );
}

/**
 * "Each new version will be published here with its date." while the legal
 * text's own date is a placeholder; "is published" once it is dated.
 */
export function NewVersions({field}: Pick<Props, 'field'>): ReactNode {
  const {placeholderFacts} = useSiteData();
  const draft = placeholderFacts.some((p) => p.field === `legal.${field}`);
  return `Each new version ${draft ? 'will be' : 'is'} published here with its date.`;
}
