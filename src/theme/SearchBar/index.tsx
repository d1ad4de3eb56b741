// Ejected (the classic theme ships no search): the header's "Ask Or Search" button with its Ctrl + K hint.
// Only the button and the shortcuts live here; the dialog, MiniSearch and the index load on first open.
import {lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode} from 'react';
import {ui} from '@site/src/data/ui';
import styles from './styles.module.css';

const SearchDialog = lazy(() => import(/* webpackChunkName: "search-dialog" */ '@site/src/components/SearchDialog'));

/** The hint on Apple keyboards, where the shortcut is ⌘ K. */
const appleHint = '⌘ K';

function isApple(): boolean {
  return /Mac|iPhone|iPad|iPod/.test(navigator.platform || navigator.userAgent);
}

/** True when typing "/" there should type a slash, not open search. */
function isEditable(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  );
}

export default function SearchBar(): ReactNode {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const [hint, setHint] = useState<string>(ui.searchHint);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const isOpen = useRef(false);

  const openSearch = useCallback(() => {
    if (isOpen.current) {
      return;
    }
    isOpen.current = true;
    returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setLoaded(true);
    setOpen(true);
  }, []);

  const closeSearch = useCallback(() => {
    isOpen.current = false;
    setOpen(false);
  }, []);

  useEffect(() => {
    if (isApple()) {
      setHint(appleHint);
    }
    const onKeyDown = (event: KeyboardEvent): void => {
      if (event.defaultPrevented || event.isComposing || event.altKey) {
        return;
      }
      const shortcut =
        (event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.shiftKey) ||
        (event.key === '/' && !event.ctrlKey && !event.metaKey && !isEditable(event.target));
      if (shortcut) {
        event.preventDefault();
        openSearch();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [openSearch]);

  return (
    <>
      <button
        type="button"
        className={styles.button}
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K /"
        onClick={openSearch}>
        <svg className={styles.icon} width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
          <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2.4" />
          <path d="m20 20-3.5-3.5" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
        </svg>
        <span className={styles.label}>{ui.searchLabel}</span>
        <kbd className={styles.hint}>{hint}</kbd>
      </button>
      {loaded && (
        <Suspense fallback={null}>
          <SearchDialog open={open} onClose={closeSearch} returnFocusTo={returnFocusTo} />
        </Suspense>
      )}
    </>
  );
}
