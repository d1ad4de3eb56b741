/**
 * The browser's <Head> (src/lib/client/head.ts) follows the rules of
 * react-helmet-async, which writes the built pages' heads: for the same
 * instances, both give the same title, html attributes and tags.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createElement as h, Fragment, type ReactElement, type ReactNode} from 'react';
import {Helmet as LibraryHelmet, HelmetProvider} from 'react-helmet-async';
import {collect, reduceHead, type HeadState} from '../../src/lib/client/head';

// react-dom ships no types here (@types/react-dom is not a dependency).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const {renderToString} = require('react-dom/server') as {renderToString(element: ReactElement): string};

/** Instances, outermost first, as a page nests them: the site's defaults, then the page's own. */
const site = h(
  Fragment,
  null,
  h('html', {lang: 'en', dir: 'ltr', className: 'site'}),
  h('title', null, 'Site'),
  h('meta', {name: 'description', content: 'The site'}),
  h('meta', {property: 'og:title', content: 'Site'}),
  h('meta', {name: 'twitter:card', content: 'summary_large_image'}),
  h('link', {rel: 'canonical', href: 'https://example.org/'}),
  h('link', {rel: 'alternate', href: 'https://example.org/en', hrefLang: 'en'}),
  h('script', {type: 'application/ld+json'}, '{"@type":"WebSite"}'),
);
const page = h(
  Fragment,
  null,
  h('html', {className: 'page', 'data-has-hydrated': true}),
  h('title', null, 'Page ', '| Site'),
  h('meta', {name: 'Description', content: 'The page'}),
  h('meta', {property: 'og:title', content: 'Page | Site'}),
  h('meta', {name: 'keywords', content: 'a'}),
  h('meta', {name: 'keywords', content: 'b'}),
  h('meta', {content: 'no key, dropped'}),
  h('link', {rel: 'canonical', href: 'https://example.org/page'}),
  [h('script', {key: 'ld', type: 'application/ld+json'}, '{"@type":"BreadcrumbList"}')],
);

type Shape = {title?: string; html: Record<string, string>; tags: string[]};

const tagText = (type: string, attributes: Record<string, string>, content = ''): string =>
  `<${type} ${Object.entries(attributes)
    .filter(([k]) => k !== 'data-rh')
    .map(([k, v]) => `${k}=${v}`)
    .sort()
    .join(' ')}>${content}`;

function ours(instances: ReactNode[]): Shape {
  const state: HeadState = reduceHead(instances.map((children) => collect(children)));
  return {
    title: state.title,
    html: state.html,
    tags: state.tags.map((t) => tagText(t.type, t.attributes, t.content)).sort(),
  };
}

function library(instances: ReactNode[]): Shape {
  const context: {helmet?: Record<string, {toComponent(): unknown}>} = {};
  renderToString(h(HelmetProvider, {context}, ...instances.map((children, i) => h(LibraryHelmet, {key: i}, children))));
  const helmet = context.helmet!;
  const html: Record<string, string> = {};
  // The library hands back React names for the attributes it renames.
  const reactName: Record<string, string> = {className: 'class', charSet: 'charset', httpEquiv: 'http-equiv'};
  const attrs = (props: Record<string, unknown>): Record<string, string> =>
    Object.fromEntries(
      Object.entries(props)
        .filter(([k, v]) => !['children', 'dangerouslySetInnerHTML'].includes(k) && v !== undefined)
        .map(([k, v]) => [reactName[k] ?? k, String(v)]),
    );
  Object.assign(html, attrs(helmet.htmlAttributes!.toComponent() as Record<string, unknown>));
  const tags = ['meta', 'link', 'script'].flatMap((type) =>
    (helmet[type]!.toComponent() as ReactElement<Record<string, unknown>>[]).map((el) => {
      const inner = (el.props.dangerouslySetInnerHTML as {__html?: string} | undefined)?.__html;
      return tagText(type, attrs(el.props), inner);
    }),
  );
  const title = (helmet.title!.toComponent() as ReactElement<{children?: string}>[])[0]?.props.children;
  return {title: title || undefined, html, tags: tags.sort()};
}

test('the same head as react-helmet-async: the last instance wins a title, an attribute, a keyed tag', () => {
  const cases: ReactNode[][] = [[site], [site, page], [page, site], [site, page, h('title', null, 'Last')], []];
  for (const instances of cases) {
    assert.deepEqual(ours(instances), library(instances));
  }
});

test('what that means for a page', () => {
  const head = ours([site, page]);
  assert.equal(head.title, 'Page | Site');
  assert.deepEqual(head.html, {lang: 'en', dir: 'ltr', class: 'page', 'data-has-hydrated': 'true'});
  // The page's description replaces the site's (names compare without case), both keywords stay
  // (one instance), the tag without a key is dropped, both structured-data blocks stay.
  assert.ok(head.tags.includes('<meta content=The page name=Description>'));
  assert.ok(!head.tags.some((t) => t.includes('The site')));
  assert.equal(head.tags.filter((t) => t.includes('keywords')).length, 2);
  assert.ok(!head.tags.some((t) => t.includes('no key')));
  assert.equal(head.tags.filter((t) => t.includes('ld+json')).length, 2);
  assert.deepEqual(
    head.tags.filter((t) => t.includes('canonical')),
    ['<link href=https://example.org/page rel=canonical>'],
  );
});
