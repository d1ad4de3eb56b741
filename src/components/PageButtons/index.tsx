import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import clsx from 'clsx';
import styles from './styles.module.css';

export interface PageButton {
  readonly label: string;
  /** An internal route, e.g. "/support". */
  readonly to: string;
}

interface Props {
  /** The first button is the primary one; the rest are secondary. */
  readonly buttons: readonly PageButton[];
  /** Accessible name of the group. */
  readonly label?: string;
}

/** The row of buttons that closes a page and leads to related pages. */
export default function PageButtons({buttons, label = 'Related pages'}: Props): ReactNode {
  return (
    <nav aria-label={label} className={styles.buttons}>
      {buttons.map((b, i) => (
        <Link key={b.to} to={b.to} className={clsx('button', i === 0 ? 'button--primary' : 'button--secondary')}>
          {b.label}
        </Link>
      ))}
    </nav>
  );
}
