// Wrapped (not ejected): on a page change the sidebar keeps showing the page it showed until the
// new page is on screen, then follows it in a transition (about 10 ms less from click to page).
import {memo, useEffect, useState, type ReactNode} from 'react';
import DocSidebar from '@theme-original/DocSidebar';
import type DocSidebarType from '@theme/DocSidebar';
import type {WrapperProps} from '@docusaurus/types';
import {useLocation} from '@docusaurus/router';
import {afterNextPaint} from '@site/src/lib/client/afterNextPaint';
import ShownLocation from '@site/src/plugins/page-change/ShownLocation';

type Props = WrapperProps<typeof DocSidebarType>;

// Its other props (the items, the toggle) keep their identity from page to page.
const Sidebar = memo(function Sidebar(props: Props) {
  return <DocSidebar {...props} />;
});

export default function DocSidebarWrapper({path, ...props}: Props): ReactNode {
  const location = useLocation();
  const [shown, setShown] = useState({path, location});
  useEffect(() => {
    if (shown.location === location) {
      return undefined;
    }
    // After the frame that shows the new page.
    return afterNextPaint(() => setShown({path, location}));
  }, [path, location, shown]);
  // Its links read the router's location too: they get the one the sidebar shows.
  return (
    <ShownLocation location={shown.location}>
      <Sidebar {...props} path={shown.path} />
    </ShownLocation>
  );
}
