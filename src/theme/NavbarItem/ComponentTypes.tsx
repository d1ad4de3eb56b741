// Swizzled (issue 18): the header item types this site uses, instead of all
// nine, so main.js does not carry the locale, search, HTML and doc items that
// no page shows. `default` is the Launch App link; `docsVersionDropdown` the
// version menu that appears with the first release (docusaurus.config.ts).
// A new item type in the config needs its component added here.
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import DocsVersionDropdownNavbarItem from '@theme/NavbarItem/DocsVersionDropdownNavbarItem';
import type ComponentTypesType from '@theme/NavbarItem/ComponentTypes';

const ComponentTypes = {
  default: DefaultNavbarItem,
  docsVersionDropdown: DocsVersionDropdownNavbarItem,
} as unknown as typeof ComponentTypesType;

export default ComponentTypes;
