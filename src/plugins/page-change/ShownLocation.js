// A router context for part of the app that shows `location`, which changes only when `location` does.
import React, {useContext, useMemo, useSyncExternalStore} from 'react';
import {__RouterContext as RouterContext} from '@sx/react-router';

/**
 * What the core's `<Route location={location}>` gives the page, but the same
 * object while `location` is the same. The core's Route makes a new context
 * value whenever the router's location changes, and that happens at the
 * click, before the next page has loaded: every Link and router hook under
 * it would render again, synchronously, inside the click. The sidebar
 * (src/theme/DocSidebar) uses it too, to follow the page a frame later.
 */
export default function ShownLocation({location, children}) {
  const {history, staticContext} = useContext(RouterContext);
  const value = useMemo(
    () => ({
      history,
      staticContext,
      location,
      // The router's root match (react-router's Router.computeRootMatch).
      match: {path: '/', url: '/', params: {}, isExact: location.pathname === '/'},
    }),
    [history, staticContext, location],
  );
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

let shownPage = null;
const listeners = new Set();

/** Called by ./PendingNavigation.js: at hydration, and once each new page is painted. */
export function setShownPage(location) {
  if (location !== shownPage) {
    shownPage = location;
    listeners.forEach((listener) => listener());
  }
}

const subscribe = (listener) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * The location of the page on screen, for parts of the app outside the page
 * (src/theme/SiteMetadata): the router's changes at the click, this once the
 * next page is painted. `fallback` (the router's) until the first page is
 * published, and on the server.
 */
export function useShownPage(fallback) {
  return useSyncExternalStore(
    subscribe,
    () => shownPage ?? fallback,
    () => fallback,
  );
}
