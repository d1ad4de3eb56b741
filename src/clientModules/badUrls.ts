/**
 * A path with a malformed percent escape (e.g. /%E0%A4%A) makes Docusaurus's
 * start-up preload throw in decodeURI, so the page never becomes interactive.
 * Client modules load before that preload: rewrite such a path once, with
 * every "%" escaped, so the router sees a valid address and shows the
 * not-found screen like for any other unknown path.
 */
export function safePathname(pathname: string): string {
  try {
    decodeURI(pathname);
    return pathname;
  } catch {
    return pathname.replace(/%/g, '%25');
  }
}

if (typeof window !== 'undefined') {
  const {pathname, search, hash} = window.location;
  const safe = safePathname(pathname);
  if (safe !== pathname) {
    window.history.replaceState(window.history.state, '', `${safe}${search}${hash}`);
  }
}
