// Wrapped (not ejected): the back-to-top button shows only once the reader has scrolled down, so it
// loads at the first scroll, in a chunk of its own, not with main.js or the first load.
import {lazy, Suspense, useEffect, useState, type ReactNode} from 'react';

const BackToTopButton = lazy(() => import(/* webpackChunkName: "back-to-top" */ '@theme-original/BackToTopButton'));

export default function BackToTopButtonWrapper(): ReactNode {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    if (scrolled) {
      return undefined;
    }
    const onScroll = () => setScrolled(true);
    if (window.scrollY > 0) {
      onScroll();
    }
    window.addEventListener('scroll', onScroll, {passive: true, once: true});
    return () => window.removeEventListener('scroll', onScroll);
  }, [scrolled]);
  return scrolled ? (
    <Suspense fallback={null}>
      <BackToTopButton />
    </Suspense>
  ) : null;
}
