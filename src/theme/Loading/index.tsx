// Replaces the core's fallback Loading (theme-fallback/Loading: a red box with "Retry" and a 128 px spinner in
// inline styles, 0.5 KiB gzip in main.js). A page part that failed to load shows the site's error screen with a
// retry, as a crash does; while one loads, the page-change progress bar is what a reader sees, so nothing here.
import type {ReactNode} from 'react';
import ErrorScreen from '@site/src/components/ErrorScreen';

/** What react-loadable passes (the props this component reads). */
interface Props {
  readonly error?: unknown;
  readonly retry?: () => void;
}

export default function Loading({error, retry}: Props): ReactNode {
  return error ? <ErrorScreen detail={String(error)} onRetry={retry} /> : null;
}
