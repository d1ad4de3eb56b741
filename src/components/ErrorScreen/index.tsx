import {Suspense, use, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import SearchBar from '@theme/SearchBar';
import type {PageDef} from '@site/src/data/pages';
import {ui} from '@site/src/data/ui';
import styles from './styles.module.css';

interface Props {
  /** The status and text ("404 Not Found") or the error's message. */
  readonly detail: string;
  /** Shown as a "Try again" button when given. */
  readonly onRetry?: () => void;
}

let pageList: Promise<readonly PageDef[] | null> | undefined;

/**
 * Every page, linked. The list loads with the screen, not in main.js (which
 * holds the 404 and crash screens): a page a writer adds costs no first load.
 * If it cannot load (the network that made the page fail), the screen goes
 * without it. On the server it is ready at once, so the built 404 page has
 * it inline.
 */
function AllPages(): ReactNode {
  const pages = use(
    (pageList ??= import('@site/src/data/pages').then(
      (m) => m.pages,
      () => null,
    )),
  );
  if (!pages) {
    return null;
  }
  return (
    <nav aria-labelledby="error-pages-heading">
      {/* eslint-disable-next-line @docusaurus/prefer-docusaurus-heading -- a plain heading: no "#" anchor link on an error screen */}
      <h2 id="error-pages-heading">All pages</h2>
      <ul className={styles.pages}>
        {pages.map((p) => (
          <li key={p.key}>
            <Link to={p.path}>{p.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The spec's router fallback screen, plus what a reader needs to go on. Part
 * of the frame (404, a page that failed), outside any page's facts: today's wording.
 */
export default function ErrorScreen({detail, onRetry}: Props): ReactNode {
  return (
    <main className={`container margin-vert--xl ${styles.screen}`}>
      <Heading as="h1">{ui.errorTitle}</Heading>
      <p className={styles.detail} data-testid="error-detail">
        {detail}
      </p>
      <div className={styles.actions}>
        {onRetry && (
          <button type="button" className="button button--primary" onClick={onRetry}>
            {ui.tryAgain}
          </button>
        )}
        <Link className="button button--secondary" to="/">
          Go to the introduction
        </Link>
        <SearchBar />
      </div>
      <Suspense fallback={null}>
        <AllPages />
      </Suspense>
    </main>
  );
}
