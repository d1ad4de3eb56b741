/**
 * The browser's router (src/lib/client/router.tsx, history.ts) against
 * react-router 5 and history 4, which the server render uses: the same
 * matches for every page's route and the path forms Docusaurus makes, the
 * same locations, and the same markup for Link and NavLink, so what the
 * browser hydrates is what the server wrote.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createElement as h, type ReactElement} from 'react';
import {matchPath as libraryMatchPath} from 'react-router';
import {StaticRouter, Link as LibraryLink, NavLink as LibraryNavLink} from 'react-router-dom';
import {createLocation as libraryCreateLocation, createPath as libraryCreatePath} from 'history';
import {Link, NavLink, Router, matchPath} from '../../src/lib/client/router';
import {createLocation, createPath, type History, type Location} from '../../src/lib/client/history';
import {pages} from '../../src/data/pages';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const {renderToString} = require('react-dom/server') as {renderToString(element: ReactElement): string};

/** Route paths as Docusaurus makes them: each page, a released version's copy, the docs root, the 404 route. */
const routePaths = [
  '/',
  '*',
  '',
  ...pages.flatMap((page) => [page.path, `/1.0${page.path === '/' ? '' : page.path}`, `${page.path}/`]),
  '/search',
  '/docs/*',
  '/tags/:tag',
  '/a.b/c',
];

/** Addresses a reader can be on. */
const pathnames = [
  '/',
  '',
  '/1.0',
  '/1.0/',
  '/unknown',
  ...pages.flatMap((page) => [
    page.path,
    `${page.path}/`,
    page.path.toUpperCase(),
    `${page.path}/child`,
    `${page.path}x`,
    `/1.0${page.path}`,
  ]),
  '/docs/a/b',
  '/tags/x',
  '/a.b/c',
  '/aXb/c',
];

test('matchPath matches as react-router does, for every route path, address and option', () => {
  for (const path of routePaths) {
    for (const exact of [false, true]) {
      for (const strict of [false, true]) {
        for (const sensitive of [false, true]) {
          for (const pathname of pathnames) {
            const options = {path, exact, strict, sensitive};
            assert.deepEqual(
              matchPath(pathname, options),
              libraryMatchPath(pathname, options),
              `matchPath(${JSON.stringify(pathname)}, ${JSON.stringify(options)}) differs from react-router's`,
            );
          }
        }
      }
    }
  }
});

test('a route path the module does not understand is an error naming it, not a silent mismatch', () => {
  assert.throws(() => matchPath('/a', {path: '/a/(b|c)'}), /Route path "\/a\/\(b\|c\)"/);
  assert.throws(() => matchPath('/a', {path: '/:id?'}), /does not support/);
});

test('locations and paths are built as history builds them', () => {
  const current = libraryCreateLocation('/get-started/setup?x=1#top');
  const targets = [
    '/tokenomics',
    '/tokenomics#fees',
    '/faq?q=fee#a',
    'sibling',
    '../up',
    './here#x',
    '',
    '?only=search',
    '#only-hash',
    '/%E2%82%AC-caf%C3%A9',
    {pathname: '/a', search: 'q=1', hash: 'h'},
    {search: '?s'},
  ];
  for (const to of targets) {
    for (const base of [undefined, current]) {
      const ours = createLocation(to, null, undefined, base as Location | undefined);
      const library = libraryCreateLocation(to as string, null, undefined, base);
      assert.deepEqual(
        {...ours, state: ours.state ?? null},
        {...library, state: library.state ?? null},
        `location of ${JSON.stringify(to)}`,
      );
      assert.equal(createPath(ours), libraryCreatePath(library), `path of ${JSON.stringify(to)}`);
    }
  }
  assert.throws(() => createLocation('/100%'), /could not be decoded/);
});

/** A history that stays at `pathname`, enough to render links on the server. */
function staticHistory(pathname: string): History {
  const location = createLocation(pathname);
  const unused = () => {
    throw new Error('not used');
  };
  return {
    length: 1,
    action: 'POP',
    location,
    createHref: (to) => createPath(to),
    push: unused,
    replace: unused,
    go: unused,
    goBack: unused,
    goForward: unused,
    block: () => () => undefined,
    listen: () => () => undefined,
  };
}

test('Link and NavLink write the markup react-router-dom writes (so hydration matches the built pages)', () => {
  const here = '/tokenomics';
  const links: [string, Record<string, unknown>][] = [
    ['/tokenomics', {className: 'menu__link', activeClassName: 'menu__link--active'}],
    ['/tokenomics#fees', {className: 'menu__link', activeClassName: 'active', exact: true}],
    ['/faq', {className: 'menu__link', activeClassName: 'menu__link--active'}],
    ['/', {className: 'navbar__brand', exact: true}],
    ['/', {className: 'navbar__brand'}],
    ['/tokenomics/', {isActive: () => false, activeClassName: 'x', 'aria-label': 'Tokenomics'}],
    ['/faq', {isActive: () => true, 'aria-current': 'step', activeClassName: 'on'}],
    ['/a b?x=1', {}],
  ];
  for (const [to, props] of links) {
    // Link gets the props a plain link has; NavLink's own (active class, exact, isActive) go to NavLink only.
    const plain = Object.fromEntries(
      Object.entries(props).filter(([key]) => !['activeClassName', 'exact', 'isActive'].includes(key)),
    );
    const library = renderToString(
      h(StaticRouter, {location: here}, h(LibraryLink, {to, ...plain}, 'x'), h(LibraryNavLink, {to, ...props}, 'y')),
    );
    const ours = renderToString(
      h(Router, {history: staticHistory(here)}, h(Link, {to, ...plain}, 'x'), h(NavLink, {to, ...props}, 'y')),
    );
    assert.equal(ours, library, `Link/NavLink to ${to} with ${JSON.stringify(Object.keys(props))}`);
  }
});
