// Wrapped (not ejected): the mobile menu (./Menu.tsx, the theme's with dialog keyboard behaviour)
// renders only on a narrow window once the page has hydrated, so it loads then, in a chunk of its own,
// not with main.js.
import {lazy, Suspense, type ReactNode} from 'react';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';

const Menu = lazy(() => import(/* webpackChunkName: "mobile-menu" */ './Menu'));

export default function MobileSidebarWrapper(): ReactNode {
  const mobileSidebar = useNavbarMobileSidebar();
  return mobileSidebar.shouldRender ? (
    <Suspense fallback={null}>
      <Menu shown={mobileSidebar.shown} close={mobileSidebar.toggle} />
    </Suspense>
  ) : null;
}
