/**
 * The browser history the router reads, in the browser build: what
 * `createBrowserHistory` of the `history` package (v4, the version
 * react-router 5 uses) does, for a site on the browser router, without its
 * hash and memory histories (src/lib/client/router.tsx).
 *
 * Same behaviour: locations are `{pathname, search, hash, state, key}` with a
 * decoded pathname resolved against the current one; `push` and `replace`
 * ask the blocker first (a function may return false or a message for
 * `window.confirm`); a blocked back or forward button is undone with
 * `history.go`; listeners hear `(location, action)` after each change.
 */
export type Action = 'POP' | 'PUSH' | 'REPLACE';

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  state?: unknown;
  key?: string;
}

export type LocationDescriptor = string | Partial<Location>;
type Listener = (location: Location, action: Action) => void;
type Prompt = (location: Location, action: Action) => string | false | void;

export interface History {
  length: number;
  action: Action;
  location: Location;
  createHref(location: Partial<Location>): string;
  push(to: LocationDescriptor, state?: unknown): void;
  replace(to: LocationDescriptor, state?: unknown): void;
  go(n: number): void;
  goBack(): void;
  goForward(): void;
  block(prompt?: Prompt | string | boolean): () => void;
  listen(listener: Listener): () => void;
}

export function parsePath(path: string): Location {
  let pathname = path || '/';
  let search = '';
  let hash = '';
  const hashAt = pathname.indexOf('#');
  if (hashAt !== -1) [pathname, hash] = [pathname.slice(0, hashAt), pathname.slice(hashAt)];
  const searchAt = pathname.indexOf('?');
  if (searchAt !== -1) [pathname, search] = [pathname.slice(0, searchAt), pathname.slice(searchAt)];
  return {pathname, search: search === '?' ? '' : search, hash: hash === '#' ? '' : hash};
}

export const createPath = ({pathname = '', search = '', hash = ''}: Partial<Location>): string =>
  pathname + (search === '?' ? '' : search) + (hash === '#' ? '' : hash);

/** `pathname` resolved against `base` the way a relative link is (history's resolve-pathname). */
function resolvePathname(pathname: string, base: string): string {
  return decodeURI(new URL(pathname, `http://h${base}`).pathname);
}

/** history's createLocation: a location object from a path or a partial location. */
export function createLocation(path: LocationDescriptor, state?: unknown, key?: string, current?: Location): Location {
  let location: Location;
  if (typeof path === 'string') {
    location = {...parsePath(path), state};
  } else {
    location = {pathname: '', search: '', hash: '', ...path};
    if (location.search && location.search[0] !== '?') location.search = `?${location.search}`;
    if (location.hash && location.hash[0] !== '#') location.hash = `#${location.hash}`;
    if (state !== undefined && location.state === undefined) location.state = state;
  }
  try {
    location.pathname = decodeURI(location.pathname);
  } catch (error) {
    throw error instanceof URIError
      ? new URIError(`Pathname "${location.pathname}" could not be decoded: it is probably malformed (a bare "%").`)
      : error;
  }
  if (key) location.key = key;
  if (current) {
    if (!location.pathname) location.pathname = current.pathname;
    else if (location.pathname[0] !== '/') location.pathname = resolvePathname(location.pathname, current.pathname);
  } else if (!location.pathname) {
    location.pathname = '/';
  }
  return location;
}

const createKey = () => Math.random().toString(36).slice(2, 8);

function domLocation(historyState: {key?: string; state?: unknown} | null): Location {
  const {key, state} = historyState ?? {};
  const {pathname, search, hash} = window.location;
  return createLocation(pathname + search + hash, state, key);
}

export function createBrowserHistory(): History {
  const global = window.history;
  const listeners = new Set<Listener>();
  // history's transition manager: one prompt at a time; false blocks, a string asks window.confirm.
  let prompt: Prompt | string | boolean | null = null;
  const initial = domLocation(global.state);
  // The keys of the entries this history made, to undo a blocked back or forward (history's allKeys).
  let allKeys = [initial.key];
  let forceNextPop = false;

  const confirm = (location: Location, action: Action, go: () => void) => {
    const result = typeof prompt === 'function' ? prompt(location, action) : prompt;
    if (typeof result === 'string' ? window.confirm(result) : result !== false) go();
  };

  const setState = (action: Action, location: Location) => {
    history.action = action;
    history.location = location;
    history.length = global.length;
    listeners.forEach((listener) => listener(location, action));
  };

  const navigate = (action: 'PUSH' | 'REPLACE', to: LocationDescriptor, state?: unknown) => {
    const location = createLocation(to, state, createKey(), history.location);
    confirm(location, action, () => {
      const href = history.createHref(location);
      const {key, state: locationState} = location;
      const at = allKeys.indexOf(history.location.key);
      if (action === 'PUSH') {
        global.pushState({key, state: locationState}, '', href);
        allKeys = [...allKeys.slice(0, at + 1), key];
      } else {
        global.replaceState({key, state: locationState}, '', href);
        if (at !== -1) allKeys[at] = key;
      }
      setState(action, location);
    });
  };

  const onPopState = (event: PopStateEvent) => {
    // iOS fires a popstate with no state on page load (history's isExtraneousPopstateEvent).
    if (event.state === undefined && !navigator.userAgent.includes('CriOS')) return;
    const location = domLocation(event.state);
    if (forceNextPop) {
      forceNextPop = false;
      setState(history.action, history.location);
      return;
    }
    let allowed = false;
    confirm(location, 'POP', () => {
      allowed = true;
      setState('POP', location);
    });
    if (!allowed) {
      // Blocked: go back to where we were.
      const delta = Math.max(allKeys.indexOf(history.location.key), 0) - Math.max(allKeys.indexOf(location.key), 0);
      if (delta) {
        forceNextPop = true;
        global.go(delta);
      }
    }
  };
  window.addEventListener('popstate', onPopState);

  const history: History = {
    length: global.length,
    action: 'POP',
    location: initial,
    createHref: (location) => createPath(location),
    push: (to, state) => navigate('PUSH', to, state),
    replace: (to, state) => navigate('REPLACE', to, state),
    go: (n) => global.go(n),
    goBack: () => global.go(-1),
    goForward: () => global.go(1),
    block(next = false) {
      prompt = next;
      return () => {
        if (prompt === next) prompt = null;
      };
    },
    listen(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
  return history;
}
