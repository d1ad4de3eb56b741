import {useEffect, useState, type ComponentType, type ReactNode} from 'react';
import {whenIdle} from './whenIdle';

/** Resolves once the window has loaded. */
const loaded = (): Promise<void> =>
  new Promise((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), {once: true});
  });

/** Resolves once the page has hydrated (the core marks `<html data-has-hydrated="true">`). */
const hydrated = (): Promise<void> =>
  new Promise((resolve) => {
    const html = document.documentElement;
    if (html.dataset.hasHydrated === 'true') {
      resolve();
      return;
    }
    const observer = new MutationObserver(() => {
      if (html.dataset.hasHydrated === 'true') {
        observer.disconnect();
        resolve();
      }
    });
    observer.observe(html, {attributes: true, attributeFilter: ['data-has-hydrated']});
  });

/**
 * Runs `load` once the window has loaded, the page has hydrated and the
 * browser is idle, so what it fetches is not part of the first load (on a slow
 * or busy device hydration can end after `load`).
 */
export function afterLoad<T>(load: () => Promise<T>): Promise<T> {
  return Promise.all([loaded(), hydrated()])
    .then(() => new Promise<void>((resolve) => whenIdle(() => resolve())))
    .then(load);
}

declare const __webpack_require__: (id: string | number) => unknown;

type Module<P> = {default: ComponentType<P>};

/**
 * A component whose code loads after the first load (`afterLoad`), in a
 * `display: contents` element (.sx-after-load). At hydration the element
 * keeps the server's HTML of the component, untouched, and the component
 * renders into it once its code is there; a page rendered later renders it
 * at once (or once it has loaded). No Suspense: React streams a boundary
 * of more than 500 bytes apart from the page with an inline script.
 *
 * `id` is `require.resolveWeak(<the module load imports>)`: the server
 * render takes the module from its bundle, where the import installs it at
 * once.
 */
export function afterLoadComponent<P extends object>(
  id: string | number,
  load: () => Promise<Module<P>>,
): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<unknown> | undefined;
  if (typeof window === 'undefined') {
    void load();
    loaded = (__webpack_require__(id) as Module<P>).default;
  }
  return function AfterLoad(props: P): ReactNode {
    const [Component, setComponent] = useState(() => loaded);
    useEffect(() => {
      if (Component) {
        return undefined;
      }
      let mounted = true;
      loading ??= afterLoad(load).then((module) => (loaded = module.default));
      loading.then(
        () => mounted && setComponent(() => loaded),
        () => undefined, // offline or a stale deploy: the server's HTML stays
      );
      return () => {
        mounted = false;
      };
    }, [Component]);
    return Component ? (
      <div className="sx-after-load">
        <Component {...props} />
      </div>
    ) : (
      // Never written: hydration keeps the server's nodes.
      <div className="sx-after-load" dangerouslySetInnerHTML={{__html: ''}} suppressHydrationWarning />
    );
  };
}
