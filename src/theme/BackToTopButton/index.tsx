// Wrapped (not ejected): the back-to-top button does nothing before the page has hydrated, so it
// renders from then on, loaded in a chunk of its own rather than with main.js.
import {lazy, Suspense, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';

const BackToTopButton = lazy(() => import('@theme-original/BackToTopButton'));

export default function BackToTopButtonWrapper(): ReactNode {
  return useIsBrowser() ? (
    <Suspense fallback={null}>
      <BackToTopButton />
    </Suspense>
  ) : null;
}
