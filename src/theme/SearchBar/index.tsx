// Ejected (the classic theme ships no search): the header's "Ask Or Search" button with its Ctrl + K hint.
// Only the button and the shortcuts live here; the dialog, MiniSearch and the index load on first open.
import {useCallback, useEffect, useRef, useState, type ComponentType, type ReactNode} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useActivePluginAndVersion} from '@docusaurus/plugin-content-docs/client';
import {ui} from '@site/src/data/ui';
import useLinks from '@site/src/hooks/useLinks';
import type {Props as DialogProps} from '@site/src/components/SearchDialog';
import styles from './styles.module.css';

type Dialog = ComponentType<DialogProps>;
let dialogModule: Promise<Dialog> | null = null;

/**
 * Fetches the dialog's chunk and, at the same time, the index, once. Plain
 * dynamic import rather than React.lazy: Suspense would hold the first
 * results back by its reveal throttle (300 ms).
 */
function loadDialog(searchBase: string): Promise<Dialog> {
  dialogModule ??= import(/* webpackChunkName: "search-dialog" */ '@site/src/components/SearchDialog').then((m) => {
    m.preloadSearchIndex(searchBase).catch(() => undefined); // the dialog reports a failure
    return m.default;
  });
  dialogModule.catch(() => {
    dialogModule = null;
  });
  return dialogModule;
}

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
  const [SearchDialog, setSearchDialog] = useState<Dialog | null>(null);
  // Reading a released version (/X/…): search that version's own index (built by src/plugins/search-index).
  const version = useActivePluginAndVersion()?.activeVersion;
  const searchBase = useBaseUrl(version && !version.isLast ? `/search/v/${version.name}/` : '/search/');
  const [hint, setHint] = useState<string>(ui.searchHint);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const isOpen = useRef(false);
  const links = useLinks();

  const openSearch = useCallback(() => {
    if (isOpen.current) {
      return;
    }
    isOpen.current = true;
    returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setOpen(true);
    loadDialog(searchBase).then(
      (component) => setSearchDialog(() => component),
      () => {
        // Offline or a stale deploy: nothing to show; the next press tries again.
        isOpen.current = false;
        setOpen(false);
      },
    );
  }, [searchBase]);

  /** Starts loading when the reader points at or focuses the button. */
  const warmUp = useCallback(() => {
    loadDialog(searchBase).catch(() => undefined);
  }, [searchBase]);

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
        onClick={openSearch}
        onPointerEnter={warmUp}
        onFocus={warmUp}>
        <svg className={styles.icon} width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
          <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2.4" />
          <path d="m20 20-3.5-3.5" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
        </svg>
        <span className="sr-only-narrow">{ui.searchLabel}</span>
        <kbd className={`${styles.hint} sr-only-narrow`}>{hint}</kbd>
      </button>
      {SearchDialog && (
        <SearchDialog
          key={searchBase}
          open={open}
          onClose={closeSearch}
          returnFocusTo={returnFocusTo}
          searchBase={searchBase}
          links={links}
        />
      )}
    </>
  );
}
