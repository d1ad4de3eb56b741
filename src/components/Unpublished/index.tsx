import type {ReactNode} from 'react';
import {isPlaceholder, type LinkId} from '@site/src/data/links';
import useLinks from '@site/src/hooks/useLinks';

interface Props {
  /** The official addresses (src/data/links.ts) the text is about. */
  readonly of: readonly LinkId[];
  /** Show the text only while every one of them is unpublished (default: while any is). */
  readonly all?: boolean;
  readonly children: ReactNode;
}

/**
 * Text shown only while at least one (with `all`: every one) of the given
 * addresses is still a placeholder (not published yet), so a page never
 * pretends a channel works.
 */
export default function Unpublished({of, all, children}: Props): ReactNode {
  const links = useLinks();
  const unset = (id: LinkId) => isPlaceholder(links[id]);
  return (all ? of.every(unset) : of.some(unset)) ? children : null;
}

/** Text shown only once every one of the given addresses is published: a promise that needs the channel. */
export function Published({of, children}: Omit<Props, 'all'>): ReactNode {
  const links = useLinks();
  return of.every((id) => !isPlaceholder(links[id])) ? children : null;
}
