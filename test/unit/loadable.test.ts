/**
 * The browser's Loadable (src/lib/client/loadable.tsx) renders what
 * react-loadable, which the server render uses, renders: the content at once
 * once preloaded (hydration and page changes depend on it), the loading
 * component with the same props before that and after a failure.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createElement as h, type ComponentType, type ReactElement} from 'react';
import LibraryLoadable from 'react-loadable';
import Loadable from '../../src/lib/client/loadable';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const {renderToString} = require('react-dom/server') as {renderToString(element: ReactElement): string};

const Loading: ComponentType<Record<string, unknown>> = (props) =>
  h('p', null, `loading ${JSON.stringify({...props, retry: typeof props.retry, error: String(props.error)})}`);
const Page: ComponentType<{title?: string; n?: number}> = ({title, n}) => h('h1', null, `${title} ${n}`);

type Make = (opts: Record<string, unknown>) => ComponentType<Record<string, unknown>> & {preload(): Promise<unknown>};
const makers: [string, Make, Make][] = [
  ['Loadable', (o) => Loadable(o as never) as never, (o) => LibraryLoadable(o as never) as never],
  ['Loadable.Map', (o) => Loadable.Map(o as never) as never, (o) => LibraryLoadable.Map(o as never) as never],
];

function options(kind: string, outcome: 'ok' | 'fail') {
  const settle =
    <T>(value: T) =>
    () =>
      outcome === 'ok' ? Promise.resolve(value) : Promise.reject(new Error('chunk failed'));
  return kind === 'Loadable'
    ? {
        loading: Loading,
        loader: settle({default: Page}),
        render: (m: {default: typeof Page}, p: object) => h(m.default, {...p, n: 1}),
      }
    : {
        loading: Loading,
        loader: {__comp: settle({default: Page}), data: settle({default: 2})},
        render: (m: {__comp: {default: typeof Page}; data: {default: number}}, p: object) =>
          h(m.__comp.default, {...p, n: m.data.default}),
      };
}

for (const [kind, ours, library] of makers) {
  test(`${kind}: before loading, once preloaded, and after a failure, it renders what react-loadable renders`, async () => {
    for (const outcome of ['ok', 'fail'] as const) {
      const [A, B] = [ours(options(kind, outcome)), library(options(kind, outcome))];
      const render = (C: ComponentType<Record<string, unknown>>) => renderToString(h(C, {title: 'Fees'}));
      assert.equal(render(A), render(B), `${kind} before its loader settles`);
      await Promise.allSettled([A.preload(), B.preload()]);
      assert.equal(render(A), render(B), `${kind} after its loader ${outcome === 'ok' ? 'resolved' : 'failed'}`);
      if (outcome === 'ok') assert.match(render(A), /<h1>Fees \d<\/h1>/);
    }
  });
}
