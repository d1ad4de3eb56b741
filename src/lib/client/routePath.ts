/**
 * The route paths src/lib/client/router.tsx matches as react-router 5
 * (path-to-regexp 1) does: literal text, `*`, and `/:name` segments.
 * src/plugins/slim-bundle stops the build on any other.
 */

/** Literal parts at even indexes, `/:name` and `*` at odd ones. */
export const routePathParts = (path: string): string[] => path.split(/(\/:\w+|\*)/);

export const isSupportedRoutePath = (path: string): boolean =>
  routePathParts(path).every((part, i) => i % 2 === 1 || !/[:()?+*\\]/.test(part));
