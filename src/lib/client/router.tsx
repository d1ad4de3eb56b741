/**
 * react-router 5 and react-router-dom 5 as this site's browser build uses
 * them: the client build puts this module in place of both packages
 * (src/plugins/slim-bundle, while the site uses the browser router); the
 * server render keeps the libraries, and the pages it writes are what this
 * hydrates, so Link and NavLink render the same markup.
 * Why, and what it buys: src/plugins/patches.ts › "browser router";
 * test/unit/router.test.ts checks it against the libraries.
 *
 * What is here: Router, BrowserRouter, Route, Switch, Link, NavLink,
 * Redirect, matchPath, useHistory, useLocation and the two contexts. Route
 * paths may be literal, `*`, or have `:name` segments (./routePath.ts); any
 * other pattern throws, naming the path, rather than matching differently,
 * and slim-bundle stops the build on it.
 */
import {
  Children,
  Component,
  cloneElement,
  createContext,
  createElement,
  forwardRef,
  isValidElement,
  useContext,
  useEffect,
  useState,
  type ComponentType,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';
import {isSupportedRoutePath, routePathParts} from './routePath';
import {createBrowserHistory, createLocation, createPath, type History, type Location} from './history';

export interface Match {
  path: string;
  url: string;
  isExact: boolean;
  params: Record<string, string>;
}

interface RouterValue {
  history: History;
  location: Location;
  match: Match | null;
  staticContext?: unknown;
}

export const __RouterContext = createContext<RouterValue>(null as unknown as RouterValue);
export const __HistoryContext = createContext<History>(null as unknown as History);

export const useHistory = (): History => useContext(__HistoryContext);
export const useLocation = (): Location => useContext(__RouterContext).location;

export interface MatchOptions {
  path?: string | string[];
  exact?: boolean;
  strict?: boolean;
  sensitive?: boolean;
}

const cache = new Map<string, {regexp: RegExp; keys: string[]}>();

/**
 * The regular expression path-to-regexp 1 makes of a route path (react-router's
 * compilePath): case-insensitive unless `sensitive`, an optional trailing
 * slash unless `strict`, and a prefix match ending at a "/" unless `end`.
 */
function compilePath(path: string, end: boolean, strict: boolean, sensitive: boolean, literal = false) {
  const id = `${path}\0${end}${strict}${sensitive}${literal}`;
  let compiled = cache.get(id);
  if (!compiled) {
    const keys: string[] = [];
    if (!literal && !isSupportedRoutePath(path)) {
      throw new Error(`Route path "${path}" uses a pattern src/lib/client/router.tsx does not support.`);
    }
    const source = (literal ? [path] : routePathParts(path))
      .map((part, i) => {
        if (i % 2 === 0) {
          return part.replace(/[.+*?=^!:${}()[\]|/\\]/g, '\\$&');
        }
        keys.push(part === '*' ? String(keys.length) : part.slice(2));
        return part === '*' ? '(.*)' : '\\/([^\\/]+?)';
      })
      .join('');
    const endsWithSlash = path.endsWith('/');
    let route = strict ? source : `${endsWithSlash ? source.slice(0, -2) : source}(?:\\/(?=$))?`;
    route += end ? '$' : strict && endsWithSlash ? '' : '(?=\\/|$)';
    compiled = {regexp: new RegExp(`^${route}`, sensitive ? '' : 'i'), keys};
    cache.set(id, compiled);
  }
  return compiled;
}

export function matchPath(
  pathname: string,
  options: MatchOptions | string | string[] = {},
  /** The path is a pathname, not a pattern (NavLink's `to`). */
  literal = false,
): Match | null {
  const opts = typeof options === 'string' || Array.isArray(options) ? {path: options} : options;
  const {exact = false, strict = false, sensitive = false} = opts;
  for (const path of ([] as (string | undefined)[]).concat(opts.path)) {
    if (!path && path !== '') continue;
    const {regexp, keys} = compilePath(path, exact, strict, sensitive, literal);
    const found = regexp.exec(pathname);
    if (!found) continue;
    const [url, ...values] = found;
    const isExact = pathname === url;
    if (exact && !isExact) continue;
    return {
      path,
      url: path === '/' && url === '' ? '/' : url!,
      isExact,
      params: Object.fromEntries(keys.map((key, i) => [key, values[i]!])),
    };
  }
  return null;
}

const rootMatch = (pathname: string): Match => ({path: '/', url: '/', params: {}, isExact: pathname === '/'});

interface RouterProps {
  history: History;
  children?: ReactNode;
}

/** react-router's Router: listens from its constructor, so a change made before it mounts is kept. */
export class Router extends Component<RouterProps, {location: Location}> {
  static computeRootMatch = rootMatch;
  private mounted = false;
  private pending: Location | null = null;
  private readonly unlisten: () => void;

  constructor(props: RouterProps) {
    super(props);
    this.state = {location: props.history.location};
    this.unlisten = props.history.listen((location) => {
      if (this.mounted) this.setState({location});
      else this.pending = location;
    });
  }

  override componentDidMount(): void {
    this.mounted = true;
    if (this.pending) this.setState({location: this.pending});
  }

  override componentWillUnmount(): void {
    this.unlisten();
    this.mounted = false;
    this.pending = null;
  }

  override render(): ReactNode {
    const {history, children} = this.props;
    const {location} = this.state;
    return (
      <__RouterContext.Provider value={{history, location, match: rootMatch(location.pathname)}}>
        <__HistoryContext.Provider value={history}>{children ?? null}</__HistoryContext.Provider>
      </__RouterContext.Provider>
    );
  }
}

export function BrowserRouter({children}: {children?: ReactNode}): ReactNode {
  const [history] = useState(createBrowserHistory);
  return <Router history={history}>{children}</Router>;
}

/** The core imports it next to BrowserRouter; slim-bundle keeps the library for a hash-routed site. */
export function HashRouter(): never {
  throw new Error('src/lib/client/router.tsx has no hash router: slim-bundle should have kept react-router-dom.');
}

interface RouteProps extends MatchOptions {
  location?: Location;
  computedMatch?: Match | null;
  component?: ComponentType<RouterValue>;
  render?: (props: RouterValue) => ReactNode;
  children?: ReactNode | ((props: RouterValue) => ReactNode);
}

export function Route(props: RouteProps): ReactNode {
  const context = useContext(__RouterContext);
  const location = props.location ?? context.location;
  const match = props.computedMatch ?? (props.path ? matchPath(location.pathname, props) : context.match);
  const value: RouterValue = {...context, location, match};
  const {children, component, render} = props;
  let content: ReactNode = null;
  if (typeof children === 'function') content = children(value);
  else if (match) {
    if (children && Children.count(children) > 0) content = children;
    else if (component) content = createElement(component, value);
    else if (render) content = render(value);
  }
  return <__RouterContext.Provider value={value}>{content}</__RouterContext.Provider>;
}

export function Switch({location: at, children}: {location?: Location; children?: ReactNode}): ReactNode {
  const context = useContext(__RouterContext);
  const location = at ?? context.location;
  let element: ReactElement<RouteProps & {from?: string}> | undefined;
  let match: Match | null = null;
  Children.forEach(children, (child) => {
    if (match == null && isValidElement<RouteProps & {from?: string}>(child)) {
      element = child;
      const path = child.props.path ?? child.props.from;
      match = path ? matchPath(location.pathname, {...child.props, path}) : context.match;
    }
  });
  return match && element ? cloneElement(element, {location, computedMatch: match}) : null;
}

export function Redirect({push, to}: {push?: boolean; to: string | Partial<Location>}): null {
  const history = useHistory();
  useEffect(() => (push ? history.push(to) : history.replace(to)), [history, push, to]);
  return null;
}

type To = string | Partial<Location>;

interface LinkProps extends Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  replace?: boolean;
  innerRef?: Ref<HTMLAnchorElement>;
}

const isModified = (event: MouseEvent) => event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;

/** react-router-dom's Link: an `<a href>` whose plain left click goes through the history. */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  {to, replace, innerRef, onClick, ...rest},
  ref,
) {
  const {history, location: current} = useContext(__RouterContext);
  const target = typeof to === 'string' ? createLocation(to, null, undefined, current) : to;
  return (
    // This is the router's Link itself, the one @docusaurus/Link renders.
    // eslint-disable-next-line @docusaurus/no-html-links
    <a
      {...rest}
      ref={ref ?? innerRef}
      href={history.createHref(target)}
      onClick={(event) => {
        try {
          onClick?.(event);
        } catch (error) {
          event.preventDefault();
          throw error;
        }
        if (
          !event.defaultPrevented &&
          event.button === 0 &&
          (!rest.target || rest.target === '_self') &&
          !isModified(event)
        ) {
          event.preventDefault();
          const same = createPath(current) === createPath(target);
          (replace || same ? history.replace : history.push)(to);
        }
      }}
    />
  );
});

interface NavLinkProps extends LinkProps {
  activeClassName?: string;
  exact?: boolean;
  strict?: boolean;
  sensitive?: boolean;
  isActive?: (match: Match | null, location: Location) => boolean;
}

/** react-router-dom's NavLink: a Link with `activeClassName` and aria-current="page" while it matches. */
export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink(
  {
    'aria-current': ariaCurrent = 'page',
    activeClassName = 'active',
    className,
    exact,
    strict,
    sensitive,
    isActive: isActiveProp,
    to,
    ...rest
  },
  ref,
) {
  const {location} = useContext(__RouterContext);
  const target = typeof to === 'string' ? createLocation(to, null, undefined, location) : to;
  const match = target.pathname
    ? matchPath(location.pathname, {path: target.pathname, exact, strict, sensitive}, true)
    : null;
  const active = Boolean(isActiveProp ? isActiveProp(match, location) : match);
  return (
    <Link
      {...rest}
      ref={ref}
      to={target}
      aria-current={(active && ariaCurrent) || undefined}
      className={active ? [className, activeClassName].filter(Boolean).join(' ') : className}
    />
  );
});
