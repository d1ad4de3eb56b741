// Wrapped (not ejected): the docs sidebar inside the mobile menu renders only on a narrow window
// once the page has hydrated, so it loads then, in a chunk of its own, not with main.js.
import {lazy, Suspense, type ReactNode} from 'react';
import type {Props} from '@theme/DocSidebar/Mobile';

const Sidebar = lazy(() => import(/* webpackChunkName: "mobile-sidebar" */ '@theme-original/DocSidebar/Mobile'));

export default function DocSidebarMobileWrapper(props: Props): ReactNode {
  return (
    <Suspense fallback={null}>
      <Sidebar {...props} />
    </Suspense>
  );
}
