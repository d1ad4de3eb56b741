// Swizzled (issue 18): the header item types this site uses, instead of all
// nine, so main.js does not carry the locale, search, HTML and doc items that
// no page shows. `default` is the Launch App link; `docsVersionDropdown` the
// version menu that appears with the first release (docusaurus.config.ts),
// loaded in a chunk of its own rather than in every page's main.js: its server
// HTML stays on screen, and its links work, until the chunk arrives.
// A new item type in the config needs its component added here.
import {lazy, Suspense, type ComponentProps, type ReactNode} from 'react';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import type ComponentTypesType from '@theme/NavbarItem/ComponentTypes';

const VersionMenu = lazy(
  () => import(/* webpackChunkName: "version-menu" */ '@theme/NavbarItem/DocsVersionDropdownNavbarItem'),
);

function DocsVersionDropdownNavbarItem(props: ComponentProps<typeof VersionMenu>): ReactNode {
  return (
    <Suspense fallback={null}>
      <VersionMenu {...props} />
    </Suspense>
  );
}

const ComponentTypes = {
  default: DefaultNavbarItem,
  docsVersionDropdown: DocsVersionDropdownNavbarItem,
} as unknown as typeof ComponentTypesType;

export default ComponentTypes;
