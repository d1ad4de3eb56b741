// Wrapped (not ejected): on a page change the sidebar keeps showing the page it showed until the
// new page is on screen, then follows it in a transition (about 10 ms less from click to page).
import {memo, type ReactNode} from 'react';
import DocSidebar from '@theme-original/DocSidebar';
import type DocSidebarType from '@theme/DocSidebar';
import type {WrapperProps} from '@docusaurus/types';
import LocationAfterPaint from '@site/src/lib/client/LocationAfterPaint';

type Props = WrapperProps<typeof DocSidebarType>;

// Its other props (the items, the toggle) keep their identity from page to page.
const Sidebar = memo(function Sidebar(props: Props) {
  return <DocSidebar {...props} />;
});

export default function DocSidebarWrapper(props: Props): ReactNode {
  // `path` is the router's pathname (DocRoot's layout passes it).
  return <LocationAfterPaint>{(pathname) => <Sidebar {...props} path={pathname} />}</LocationAfterPaint>;
}
