// ./ShownLocation.js for a build without patches (SX_STOCK=1, src/plugins/patches.ts): the
// router's own context and location, as stock Docusaurus renders them.
export default function ShownLocation({children}) {
  return children;
}

export function setShownPage() {}

export function useShownPage(fallback) {
  return fallback;
}
