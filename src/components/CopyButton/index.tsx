import {useEffect, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {copyText} from './copyText';
import styles from './styles.module.css';

interface Props {
  /** The exact text to copy. */
  readonly value: string;
  /** What is copied, for the accessible name ("Copy chain ID"). */
  readonly label: string;
}

type State = 'idle' | 'copied' | 'failed';

/** How long "Copied" stays visible, in ms. */
const FEEDBACK_MS = 2000;

/** A small button that copies one value and says so, visibly and to screen readers. */
export default function CopyButton({value, label}: Props): ReactNode {
  const [state, setState] = useState<State>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  async function onClick(): Promise<void> {
    const ok = await copyText(value);
    setState(ok ? 'copied' : 'failed');
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setState('idle'), FEEDBACK_MS);
  }

  return (
    <span className={styles.wrap}>
      <button
        type="button"
        className={clsx('button button--sm button--outline button--primary', styles.button)}
        aria-label={`Copy ${label}`}
        onClick={() => void onClick()}>
        {state === 'copied' ? 'Copied' : 'Copy'}
      </button>
      <span className={clsx(styles.status, state === 'failed' && styles.failed)} aria-live="polite">
        {state === 'copied' && <span className="sr-only">{label} copied</span>}
        {state === 'failed' && `Copy failed: select the ${label} and press Ctrl + C.`}
      </span>
    </span>
  );
}
