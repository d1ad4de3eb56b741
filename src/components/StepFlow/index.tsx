import type {ReactNode} from 'react';
import Figure from '@site/src/components/Figure';
import styles from './styles.module.css';

export interface Step {
  readonly label: string;
  /** A short line under the label, e.g. a condition or an example value. */
  readonly note?: ReactNode;
}

interface Props {
  readonly title: string;
  readonly summary?: ReactNode;
  readonly steps: readonly Step[];
  /** Caption for screen readers only (see Figure). */
  readonly captionHidden?: boolean;
}

/**
 * A numbered sequence of steps with arrows between them: in a row when the
 * column is wide, stacked when it is narrow. The ordered list is the text.
 */
export default function StepFlow({title, summary, steps, captionHidden}: Props): ReactNode {
  return (
    <Figure title={title} summary={summary} captionHidden={captionHidden}>
      <ol className={styles.steps}>
        {steps.map((step, i) => (
          <li key={step.label} className={styles.step}>
            <span className={styles.number} aria-hidden="true">
              {i + 1}
            </span>
            <span className={styles.body}>
              <span className={styles.label}>{step.label}</span>
              {/* A space between label and note in the page's text; the grid does not show it. */}
              {step.note ? (
                <>
                  {' '}
                  <span className={styles.note} data-md-before=": ">
                    {step.note}
                  </span>
                </>
              ) : null}
            </span>
            {i < steps.length - 1 ? (
              <svg className={styles.arrow} viewBox="0 0 24 12" aria-hidden="true" focusable="false">
                <path d="M1 6h20M16 1l5 5-5 5" />
              </svg>
            ) : null}
          </li>
        ))}
      </ol>
    </Figure>
  );
}
