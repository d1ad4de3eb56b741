import {useEffect, useState, type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import {afterNextPaint} from './afterNextPaint';

/**
 * For a part around the page (the sidebar): it sees a new
 * location once the page showing it is painted, then renders again in a
 * transition, instead of inside the render of the new page. Its children
 * must not re-render for their parent's sake (wrap them in `memo`).
 */
export default function LocationAfterPaint({
  children,
}: {
  readonly children: (pathname: string) => ReactNode;
}): ReactNode {
  const location = useLocation();
  const [shown, setShown] = useState(location);
  useEffect(() => (shown === location ? undefined : afterNextPaint(() => setShown(location))), [location, shown]);
  return children(shown.pathname);
}
