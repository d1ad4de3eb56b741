import type {ReactNode} from 'react';
import {useSiteData} from '@site/src/data/context';
import styles from './styles.module.css';

interface Props {
  /** ISO date, e.g. from src/data/legal.ts. */
  readonly date: string;
}

/** The "Last updated" line at the top of a legal text. */
export default function LastUpdated({date}: Props): ReactNode {
  const {longDate} = useSiteData();
  return (
    <p className={styles.updated}>
      Last updated: <time dateTime={date}>{longDate(date)}</time>
    </p>
  );
}
