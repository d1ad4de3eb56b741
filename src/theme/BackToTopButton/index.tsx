// Wrapped (not ejected): the back-to-top button does nothing before the page has hydrated, so it renders
// from then on, with its code loaded after the first load (src/lib/client/afterLoad.tsx), not with main.js.
import {lazy, Suspense, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {afterLoad} from '@site/src/lib/client/afterLoad';

const BackToTopButton = lazy(() =>
  afterLoad(() => import(/* webpackChunkName: "after-load" */ '@theme-original/BackToTopButton')),
);

export default function BackToTopButtonWrapper(): ReactNode {
  return useIsBrowser() ? (
    <Suspense fallback={null}>
      <BackToTopButton />
    </Suspense>
  ) : null;
}
