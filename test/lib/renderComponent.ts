/**
 * Renders a site component to HTML in Node, for unit tests: `@site/…` resolves
 * through tsconfig's paths (tsx), CSS modules give their class names, and the
 * Docusaurus client modules a component reads are stand-ins: the site config
 * (its customFields: the build's links) is the test's, and <Link> is <a>.
 */
import Module from 'node:module';
import {createElement, type ComponentType, type ReactElement} from 'react';
import {SiteDataProvider, type SiteData} from '../../src/data/context';

// react-dom ships no types here (@types/react-dom is not a dependency).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const {renderToStaticMarkup} = require('react-dom/server') as {renderToStaticMarkup(element: ReactElement): string};

let siteConfig: {customFields: Record<string, unknown>} = {customFields: {}};
const stubs: Record<string, unknown> = {
  '@docusaurus/useDocusaurusContext': {__esModule: true, default: () => ({siteConfig})},
  '@docusaurus/Link': {
    __esModule: true,
    default: ({to, ...props}: {to: string}) => createElement('a', {href: to, ...props}),
  },
};
const classNames = {__esModule: true, default: new Proxy({}, {get: (_, key) => String(key)})};

const loader = Module as unknown as {_load(request: string, ...rest: unknown[]): unknown};
const load = loader._load;
loader._load = function (request: string, ...rest: unknown[]) {
  if (request in stubs) return stubs[request];
  if (request.endsWith('.module.css')) return classNames;
  return load.call(this, request, ...rest);
};

/** The module's exports, loaded after the stand-ins above are in place (`file` relative to the project root). */
export function componentModule<T>(file: string): T {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require(`../../${file}`) as T;
}

/** `component` rendered on a page that provides `data`, in a build whose customFields are `customFields`. */
export function render<P extends object>(
  component: ComponentType<P>,
  props: P,
  data: SiteData,
  customFields: Record<string, unknown>,
): string {
  siteConfig = {customFields};
  return renderToStaticMarkup(
    createElement(SiteDataProvider, {value: data, children: createElement(component, props)}),
  );
}
