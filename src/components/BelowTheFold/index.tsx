import {useEffect, useState, type ReactNode} from 'react';
import {afterNextPaint} from '@site/src/lib/client/afterNextPaint';
import styles from './styles.module.css';

/**
 * True when the page is being shown by a page change in the app: the site has
 * hydrated, and no #section is asked for (a section further down must be
 * there when the page scrolls to it).
 */
function pageChange(): boolean {
  return (
    typeof document !== 'undefined' &&
    document.documentElement.dataset.hasHydrated === 'true' &&
    window.location.hash === ''
  );
}

/**
 * The blocks of a page below its first screen (wrapped in by
 * src/lib/remark/belowTheFold.ts). In the build, at hydration and when a link
 * targets a section, they render with the rest of the page. On a page change
 * they render one step later: the first frame lays out and paints only the
 * page's title and introduction, over a screen-high space; the rest follows
 * after that frame, in a transition (the reader's input stays responsive).
 */
export default function BelowTheFold({children}: {readonly children: ReactNode}): ReactNode {
  const [shown, setShown] = useState(() => !pageChange());
  useEffect(() => {
    if (shown) {
      return undefined;
    }
    return afterNextPaint(() => setShown(true));
  }, [shown]);
  return shown ? children : <div className={styles.pending} />;
}
