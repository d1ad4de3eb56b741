// Wrapped (not ejected): on a page change the sidebar keeps showing the page it showed until the
// new page is on screen, then follows it in a transition (about 10 ms less from click to page).
import {memo, useEffect, useState, type ReactNode} from 'react';
import DocSidebar from '@theme-original/DocSidebar';
import type DocSidebarType from '@theme/DocSidebar';
import type {WrapperProps} from '@docusaurus/types';
import {afterNextPaint} from '@site/src/lib/client/afterNextPaint';

type Props = WrapperProps<typeof DocSidebarType>;

// Its other props (the items, the toggle) keep their identity from page to page.
const Sidebar = memo(function Sidebar(props: Props) {
  return <DocSidebar {...props} />;
});

export default function DocSidebarWrapper({path, ...props}: Props): ReactNode {
  const [shown, setShown] = useState(path);
  useEffect(() => {
    if (shown === path) {
      return undefined;
    }
    // After the frame that shows the new page.
    return afterNextPaint(() => setShown(path));
  }, [path, shown]);
  return <Sidebar {...props} path={shown} />;
}
