import type {ReactNode} from 'react';
import styles from './styles.module.css';

interface Props {
  /** Optional wording instead of "Upcoming". */
  readonly children?: ReactNode;
}

/** The one badge that marks a product or feature as not live yet. */
export default function Upcoming({children = 'Upcoming'}: Props): ReactNode {
  return <span className={styles.badge}>{children}</span>;
}
