import type {ReactNode} from 'react';
import {useShownAfterPageChange} from '@site/src/lib/client/afterNextPaint';
import styles from './styles.module.css';

/**
 * The blocks of a page below its first screen (wrapped in by
 * src/lib/remark/belowTheFold.ts). In the build, at hydration and when a link
 * targets a section, they render with the rest of the page. On a page change
 * they render one step later: the first frame lays out and paints only the
 * page's title and introduction, over a screen-high space; the rest follows
 * after that frame, in a transition (the reader's input stays responsive).
 */
export default function BelowTheFold({children}: {readonly children: ReactNode}): ReactNode {
  return useShownAfterPageChange() ? children : <div className={styles.pending} />;
}
