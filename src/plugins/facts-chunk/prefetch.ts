// A client module: the bundler's prefetch hint for the facts chunk, which the
// browser fetches at idle after the first load (low priority, not run), so the
// first page change does not wait for it. The import is never called.
export const facts = () => import(/* webpackPrefetch: true */ '@site/src/data/all');
