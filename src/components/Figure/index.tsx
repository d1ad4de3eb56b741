import {useId, type ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

interface Props {
  /** Short name of the figure; becomes its accessible name. */
  readonly title: string;
  /** One or two sentences stating what the figure shows, in words and numbers. */
  readonly summary?: ReactNode;
  readonly className?: string;
  readonly children: ReactNode;
}

/**
 * The frame every figure shares: a <figure> named by its caption, with the
 * palette variables for light, dark and print. Rendered at build time; needs
 * no client-side script.
 */
export default function Figure({title, summary, className, children}: Props): ReactNode {
  const id = useId();
  return (
    <figure className={clsx(styles.figure, className)} aria-labelledby={`${id}-title`}>
      <figcaption className={styles.caption}>
        <span id={`${id}-title`} className={styles.title}>
          {title}
        </span>
        {/* The space keeps title and summary apart in the page's text (search, copies); the spans are blocks. */}
        {summary ? (
          <>
            {' '}
            <span className={styles.summary}>{summary}</span>
          </>
        ) : null}
      </figcaption>
      {children}
    </figure>
  );
}
