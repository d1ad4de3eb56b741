import type {ReactNode} from 'react';
import {isPlaceholder, type LinkId} from '@site/src/data/links';
import useLinks from '@site/src/hooks/useLinks';

interface Props {
  /** The official addresses (src/data/links.ts) the text is about. */
  readonly of: readonly LinkId[];
  readonly children: ReactNode;
}

/**
 * Text shown only while at least one of the given addresses is still a
 * placeholder (not published yet), so a page never pretends a channel works.
 */
export default function Unpublished({of, children}: Props): ReactNode {
  const links = useLinks();
  return of.some((id) => isPlaceholder(links[id])) ? children : null;
}
