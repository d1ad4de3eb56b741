// Stands in for theme-common's hideable-navbar hook while the navbar does not hide on scroll (see ./index.ts).
const noRef = () => {};

export function useHideableNavbar(hideOnScroll) {
  return {navbarRef: noRef, isNavbarVisible: hideOnScroll};
}
