import {Fragment, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import clsx from 'clsx';
import {pages} from '@site/src/data/pages';
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

/**
 * The row of buttons that closes a page and leads to related pages. The
 * Markdown twin lists them under "See also:", each by its page's title in
 * src/data/pages.ts (the buttons keep the labels the page gives them).
 */
export default function PageButtons({buttons, label = 'Related pages'}: Props): ReactNode {
  return (
    <nav aria-label={label} className={styles.buttons} data-md-list="See also:">
      {/* A space between the links keeps their words apart in the page's text; the flex row does not show it. */}
      {buttons.map((b, i) => (
        <Fragment key={b.to}>
          {i > 0 ? ' ' : null}
          <Link
            to={b.to}
            data-md-text={pages.find((p) => p.path === b.to.split('#')[0])?.label}
            className={clsx('button', i === 0 ? 'button--primary' : 'button--secondary')}>
            {b.label}
          </Link>
        </Fragment>
      ))}
    </nav>
  );
}
