import {useId, type ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

interface Props {
  /** Short name of the figure; becomes its accessible name. */
  readonly title: string;
  /**
   * One or two sentences stating what the figure shows, in words and numbers
   * that hold without the picture (the Markdown twin prints them under the title).
   */
  readonly summary?: ReactNode;
  /**
   * A sentence about the drawing itself ("Bars are to scale."), after the
   * summary on the page; the Markdown twin, which has no drawing, leaves it out.
   */
  readonly pictureNote?: string;
  /**
   * Keep the caption for screen readers only (it still names the figure) when the heading
   * right above already says it; the Markdown twin then leaves the caption out too.
   */
  readonly captionHidden?: boolean;
  readonly className?: string;
  readonly children: ReactNode;
}

/**
 * The frame every figure shares: a <figure> named by its caption, with the
 * palette variables for light, dark and print. Rendered at build time; needs
 * no client-side script. The Markdown twin (src/lib/markdown/toMarkdown.ts)
 * reads the title (`data-figure-title`) as a label and the summary
 * (`data-figure-summary`) as a sentence.
 */
export default function Figure({
  title,
  summary,
  pictureNote,
  captionHidden = false,
  className,
  children,
}: Props): ReactNode {
  const id = useId();
  return (
    <figure className={clsx(styles.figure, className)} aria-labelledby={`${id}-title`}>
      <figcaption
        className={captionHidden ? 'sr-only' : styles.caption}
        {...(captionHidden ? {'data-md-skip': ''} : {})}>
        {/* Blocks, so title, summary and note never run together in the page's text (search, copies). */}
        <div id={`${id}-title`} className={styles.title} data-figure-title="">
          {title}
        </div>
        {summary || pictureNote ? (
          <div className={styles.summary} data-figure-summary="">
            {summary}
            {summary && pictureNote ? ' ' : null}
            {pictureNote ? <span data-md-skip="">{pictureNote}</span> : null}
          </div>
        ) : null}
      </figcaption>
      {children}
    </figure>
  );
}
