import type {ReactNode} from 'react';
import styles from './styles.module.css';

/** The mark itself: the words in brackets, out of the search index. */
export default function Mark({field, words}: {readonly field: string; readonly words: string}): ReactNode {
  return (
    <>
      {' '}
      <strong className={styles.mark} data-placeholder={field} data-search-skip="">
        [{words}]
      </strong>
    </>
  );
}
