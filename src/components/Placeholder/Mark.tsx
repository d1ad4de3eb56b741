import type {ReactNode} from 'react';
import styles from './styles.module.css';

/**
 * The visible mark of a placeholder, the words in brackets after it, as the
 * page frame shows it (the edit link). A file of its own: the frame is in
 * main.js, which carries this and not the facts ./index.tsx reads.
 */
export default function Mark({field, text}: {readonly field: string; readonly text: string}): ReactNode {
  return (
    <>
      {' '}
      <strong className={styles.mark} data-placeholder={field} data-search-skip="">
        [{text}]
      </strong>
    </>
  );
}
