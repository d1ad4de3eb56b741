// Ejected (the classic theme ships no search): the header's "Ask Or Search" button with its Ctrl + K hint.
import type {ReactNode} from 'react';
import {ui} from '@site/src/data/ui';
import styles from './styles.module.css';

export default function SearchBar(): ReactNode {
  return (
    <button type="button" className={styles.button} aria-keyshortcuts="Control+K">
      <svg className={styles.icon} width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
        <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2.4" />
        <path d="m20 20-3.5-3.5" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
      </svg>
      <span className={styles.label}>{ui.searchLabel}</span>
      <kbd className={styles.hint}>{ui.searchHint}</kbd>
    </button>
  );
}
