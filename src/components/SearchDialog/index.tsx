/**
 * The search dialog behind the header's "Ask Or Search" button. Loaded lazily
 * (a separate chunk, with MiniSearch and the index fetched on first open), so
 * it adds nothing to a page's first load. A native modal <dialog>: Esc or a
 * click on the backdrop closes it, and focus goes back where it was.
 */
import {
  Fragment,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import {
  answer,
  search,
  textAhead,
  textFilesFor,
  type Answer,
  type Hit,
  type LoadedIndex,
} from '@site/src/lib/search/engine';
import {highlight, queryTerms, snippet} from '@site/src/lib/search/text';
import {pastedValue} from '@site/src/lib/verify/looks';
import type {Links} from '@site/src/data/links';
import {loadPageText, loadSearchIndex} from './loadIndex';

export {loadSearchIndex as preloadSearchIndex};
import styles from './styles.module.css';

export interface Props {
  readonly open: boolean;
  readonly onClose: () => void;
  /** Element to focus again when the dialog closes (the one focused before it opened). */
  readonly returnFocusTo: RefObject<HTMLElement | null>;
  /** URL of the folder of the index to search (the current docs' or the version being read). */
  readonly searchBase: string;
  /**
   * The site's links (useLinks), for "is this official?": given by the header's button, whose bundle has them, so
   * the dialog's chunk needs no chunk shared with the pages.
   */
  readonly links: Links;
}

type Verifier = typeof import('@site/src/components/OfficialCheck/Verdict');
let verifier: Promise<Verifier> | null = null;

/**
 * "Is this official?" (src/lib/verify, about 4 KiB) in its own chunk, fetched
 * the first time a query looks like an address, so a search that is not one
 * fetches no more than before (bench: what one search fetches).
 */
function loadVerifier(): Promise<Verifier> {
  verifier ??= import(/* webpackChunkName: "official-check" */ '@site/src/components/OfficialCheck/Verdict');
  verifier.catch(() => {
    verifier = null;
  });
  return verifier;
}

type IndexState = {status: 'loading'} | {status: 'ready'; index: LoadedIndex} | {status: 'failed'};

/** Longest part of the query echoed back in the no-match message. */
const echoLength = 80;

function Highlighted({text, matched}: {text: string; matched: ReadonlySet<string>}): ReactNode {
  return highlight(text, matched).map((s, i) =>
    s.hit ? <mark key={i}>{s.text}</mark> : <Fragment key={i}>{s.text}</Fragment>,
  );
}

function useSearchIndex(open: boolean, searchBase: string): IndexState {
  const [state, setState] = useState<IndexState>({status: 'loading'});
  useEffect(() => {
    if (!open || state.status === 'ready') {
      return undefined;
    }
    let live = true;
    setState({status: 'loading'});
    loadSearchIndex(searchBase).then(
      (index) => live && setState({status: 'ready', index}),
      () => live && setState({status: 'failed'}),
    );
    return () => {
      live = false;
    };
    // Runs on each opening until the index has loaded (a failed load is retried).
  }, [open, searchBase]);
  return state;
}

/** The section texts of the text files `files`, as they arrive (for the snippets and the answer). */
function usePageTexts(files: readonly string[], searchBase: string): ReadonlyMap<string, readonly string[]> {
  const [texts, setTexts] = useState<ReadonlyMap<string, readonly string[]>>(new Map());
  const wanted = files.filter((file) => !texts.has(file)).join(' ');
  useEffect(() => {
    let live = true;
    for (const file of wanted ? wanted.split(' ') : []) {
      // A failed text file only costs that page's snippets; the results stand.
      loadPageText(searchBase, file).then(
        (text) => live && setTexts((known) => new Map(known).set(file, text)),
        () => undefined,
      );
    }
    return () => {
      live = false;
    };
  }, [wanted, searchBase]);
  return texts;
}

function HelpLinks({onNavigate}: {onNavigate: () => void}): ReactNode {
  return (
    <p className={styles.help}>
      Try the{' '}
      <Link to="/faq" onClick={onNavigate}>
        FAQ
      </Link>{' '}
      or the{' '}
      <Link to="/support" onClick={onNavigate}>
        Support
      </Link>{' '}
      page.
    </p>
  );
}

export default function SearchDialog({open, onClose, returnFocusTo, searchBase, links}: Props): ReactNode {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const pressedOnBackdrop = useRef(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const history = useHistory();
  const state = useSearchIndex(open, searchBase);
  const ids = useId();
  const listId = `${ids}-results`;

  const hasTerms = queryTerms(query).length > 0;
  // A pasted link, domain, e-mail address, handle or 0x address (alone, or a link or address among words):
  // "is this official?", answered in the page, in place of the results (whose links would fetch their pages
  // as they show): nothing leaves the page for it.
  const pasted = pastedValue(query);
  const checkable = pasted !== null;
  const [check, setCheck] = useState<Verifier | null>(null);
  useEffect(() => {
    if (checkable && !check) {
      let live = true;
      // A failed load leaves the query to the search.
      loadVerifier().then(
        (m) => live && setCheck(m),
        () => undefined,
      );
      return () => {
        live = false;
      };
    }
    return undefined;
  }, [checkable, check]);
  const verdict = useMemo(
    () => (check && pasted !== null ? check.verdictFor(pasted, links) : null),
    [check, pasted, links],
  );
  // Until the check has loaded, a query that may be an address shows no results either.
  const checking = checkable && (verdict !== null || check === null);
  // Results at once from the index; when the text of their pages has arrived, the
  // sentences that answer the query rerank them, and a confident one is shown as the answer.
  const firstHits: Hit[] = useMemo(
    () => (state.status === 'ready' && !checking ? search(state.index, query) : []),
    [state, query, checking],
  );
  // Text is fetched for the first results' pages only, and for more as the reader moves down
  // (arrow keys or scrolling): a query does not download the text of twenty results.
  const [reach, setReach] = useState(textAhead);
  // Reranking can bring up a result from a page not fetched yet: the answer quotes its text.
  const [topFile, setTopFile] = useState<string | null>(null);
  const files = useMemo(() => textFilesFor(firstHits, reach, topFile ? [topFile] : []), [firstHits, reach, topFile]);
  const texts = usePageTexts(files, searchBase);
  const [hits, shown]: [Hit[], Answer | null] = useMemo(() => {
    if (state.status !== 'ready' || checking) {
      return [firstHits, null];
    }
    const reranked = search(state.index, query, 20, (file) => texts.get(file));
    return [reranked, answer(state.index, query, reranked, (file) => texts.get(file))];
  }, [state, query, texts, firstHits, checking]);
  const top = hits[0]?.textFile ?? null;
  useEffect(() => {
    if (top && !texts.has(top)) {
      setTopFile(top);
    }
  }, [top, texts]);
  const moveTo = (i: number): void => {
    setActive(i);
    setReach((r) => Math.max(r, i + textAhead));
  };

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) {
      return;
    }
    if (open && !dialog.open) {
      dialog.showModal();
      inputRef.current?.focus();
      inputRef.current?.select();
    } else if (!open && dialog.open) {
      dialog.close();
      returnFocusTo.current?.focus({preventScroll: true});
    }
  }, [open, returnFocusTo]);

  useEffect(() => {
    document.getElementById(`${ids}-option-${active}`)?.scrollIntoView({block: 'nearest'});
  }, [active, ids]);

  const go = (hit: Hit | undefined): void => {
    if (hit) {
      onClose();
      history.push(hit.href);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>): void => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (hits.length > 0) {
        const step = event.key === 'ArrowDown' ? 1 : -1;
        moveTo((active + step + hits.length) % hits.length);
      }
    } else if (event.key === 'Escape') {
      // A search field would first clear itself; Esc closes the dialog at once.
      event.preventDefault();
      onClose();
    } else if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      event.preventDefault();
      go(hits[active]);
    }
  };

  const trimmed = query.trim();
  const echo = trimmed.length > echoLength ? `${trimmed.slice(0, echoLength)}…` : trimmed;
  let status: ReactNode = null;
  if (checking && state.status !== 'failed') {
    status = null;
  } else if (state.status === 'failed') {
    status = (
      <p className={styles.message}>
        {process.env.NODE_ENV === 'development'
          ? 'The search index is written by the production build: run npm run build, then npm run serve.'
          : 'Search could not be loaded. Check your connection and open it again.'}
      </p>
    );
  } else if (!hasTerms) {
    status = (
      <p className={styles.message}>
        {trimmed ? 'Type a word to search for.' : 'Type a word or ask a question, for example “what is the swap fee”.'}
      </p>
    );
  } else if (state.status === 'loading') {
    status = <p className={styles.message}>Loading the search index…</p>;
  } else if (hits.length === 0) {
    status = (
      <p className={styles.message}>
        No results for “<span className={styles.echo}>{echo}</span>”.
      </p>
    );
  }
  const showHelp =
    state.status === 'failed' || (!checking && state.status === 'ready' && hasTerms && hits.length === 0);

  return (
    // Clicks on the backdrop land on the <dialog> itself (the panel fills it): those close it.
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-label="Search the documentation"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      // A close event queued by an earlier close arrives after a reopen: the dialog is open again, and stays.
      onClose={() => open && !dialogRef.current?.open && onClose()}
      onPointerDown={(event) => {
        pressedOnBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget && pressedOnBackdrop.current) {
          onClose();
        }
      }}>
      <div className={styles.panel}>
        <form className={styles.bar} role="search" onSubmit={(event) => event.preventDefault()}>
          <svg className={styles.icon} width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
            <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2.4" />
            <path d="m20 20-3.5-3.5" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
          </svg>
          <input
            ref={inputRef}
            className={styles.input}
            type="search"
            role="combobox"
            aria-label="Ask a question or search the docs"
            aria-expanded={hits.length > 0}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={hits.length > 0 ? `${ids}-option-${active}` : undefined}
            placeholder="Ask a question or search…"
            autoComplete="off"
            autoCorrect="off"
            spellCheck={false}
            enterKeyHint="go"
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setActive(0);
              setReach(textAhead);
              setTopFile(null);
            }}
            onKeyDown={onKeyDown}
          />
          <button type="button" className={styles.close} aria-label="Close search, Esc" onClick={onClose}>
            <span className={styles.closeKey}>Esc</span>
            <span className={styles.closeWord}>Close</span>
          </button>
        </form>
        <div
          className={styles.body}
          onScroll={(event) => {
            // Near the end of what has text: fetch the next results' text.
            const el = event.currentTarget;
            if (el.scrollTop + el.clientHeight >= el.scrollHeight - el.clientHeight / 2) {
              setReach((r) => Math.max(r, Math.min(hits.length, r + textAhead)));
            }
          }}>
          <div role="status" aria-label="Is this official?">
            {check && verdict && <check.default verdict={verdict} query={query} onNavigate={onClose} />}
          </div>
          <div aria-live="polite">{status}</div>
          {showHelp && <HelpLinks onNavigate={onClose} />}
          <div className="sr-only" aria-live="polite">
            {shown ? `Answer from ${shown.pageTitle}, ${shown.heading}: ${shown.text} ` : ''}
            {hits.length > 0 ? `${hits.length} result${hits.length === 1 ? '' : 's'}` : ''}
          </div>
          {shown && (
            <section className={styles.answer} aria-labelledby={`${ids}-answer`}>
              <p className={styles.answerTitle} id={`${ids}-answer`}>
                Answer
              </p>
              <blockquote className={styles.answerQuote} cite={shown.href}>
                <p>
                  <Highlighted text={shown.text} matched={shown.matched} />
                </p>
              </blockquote>
              <Link to={shown.href} className={styles.answerSource} onClick={onClose}>
                {shown.pageTitle} › {shown.heading}
              </Link>
            </section>
          )}
          <div id={listId} role="listbox" aria-label="Results" className={styles.results}>
            {hits.map((hit, i) => {
              const text = texts.get(hit.textFile)?.[hit.textIndex];
              return (
                <Link
                  key={hit.href}
                  id={`${ids}-option-${i}`}
                  role="option"
                  aria-selected={i === active}
                  to={hit.href}
                  className={styles.result}
                  onMouseMove={() => moveTo(i)}
                  onClick={onClose}>
                  <span className={styles.page}>{hit.page.title}</span>
                  <span className={styles.heading}>
                    <Highlighted text={hit.section.heading} matched={hit.matched} />
                  </span>
                  {text && (
                    <span className={styles.snippet}>
                      <Highlighted text={snippet(text, hit.matched)} matched={hit.matched} />
                    </span>
                  )}
                </Link>
              );
            })}
          </div>
        </div>
        <footer className={styles.footer} aria-hidden="true">
          <span>
            <kbd>↑</kbd> <kbd>↓</kbd> move
          </span>
          <span>
            <kbd>Enter</kbd> open
          </span>
          <span>
            <kbd>Esc</kbd> close
          </span>
        </footer>
      </div>
    </dialog>
  );
}
