/**
 * react-loadable as the Docusaurus core's browser code uses it (each route's
 * component, src/plugins/slim-bundle puts this module in its place in the
 * client build; the server render keeps the library, which records the
 * chunks each page needs).
 *
 * Why: the library, with the prop-types it needs for a server-only context,
 * was 1.1 KiB gzip of main.js; the browser uses `Loadable` and
 * `Loadable.Map` with `loader`, `loading` and `render`, and `preload()`.
 * Same behaviour: a component whose loader has finished renders its content
 * at once (the core preloads the route before hydrating and before a
 * page change); otherwise it renders `loading` and updates when the loader
 * settles; `retry` runs the loader again after an error. `delay` (200 ms) and
 * `timeout` are passed to `loading` as the library does.
 */
import {Component, createElement, type ComponentType, type ReactNode} from 'react';

interface LoadingProps {
  isLoading: boolean;
  pastDelay: boolean;
  timedOut: boolean;
  error: unknown;
  retry: () => void;
}

interface Options<Loaded> {
  loading: ComponentType<LoadingProps>;
  render?: (loaded: Loaded, props: object) => ReactNode;
  delay?: number;
  timeout?: number | null;
}

interface State<Loaded> {
  loading: boolean;
  loaded: Loaded | null;
  error: unknown;
  promise: Promise<unknown>;
}

type Load<Loaded> = () => State<Loaded>;

function load<T>(loader: () => Promise<T>): State<T> {
  const state: State<T> = {loading: true, loaded: null, error: null, promise: Promise.resolve()};
  state.promise = loader().then(
    (loaded) => {
      state.loading = false;
      state.loaded = loaded;
      return loaded;
    },
    (error: unknown) => {
      state.loading = false;
      state.error = error;
      throw error;
    },
  );
  return state;
}

function loadMap(loaders: Record<string, () => Promise<unknown>>): State<Record<string, unknown>> {
  const loaded: Record<string, unknown> = {};
  const state: State<Record<string, unknown>> = {loading: false, loaded, error: null, promise: Promise.resolve()};
  const promises = Object.entries(loaders).map(([key, loader]) => {
    const result = load(loader);
    if (result.loading) state.loading = true;
    else {
      loaded[key] = result.loaded;
      state.error = result.error;
    }
    return result.promise.then((value) => {
      loaded[key] = value;
    });
  });
  state.promise = Promise.all(promises).then(
    () => {
      state.loading = false;
    },
    (error: unknown) => {
      state.loading = false;
      state.error = error;
      throw error;
    },
  );
  return state;
}

const defaultRender = (loaded: unknown, props: object): ReactNode => {
  const module = loaded as {default?: ComponentType; __esModule?: boolean};
  return createElement((module.__esModule ? module.default : module) as ComponentType, props);
};

function createLoadable<Loaded>(loadFn: Load<Loaded>, options: Options<Loaded>) {
  const {loading, render = defaultRender, delay = 200, timeout = null} = options;
  let res: State<Loaded> | null = null;
  const init = () => {
    res ??= loadFn();
    return res.promise;
  };

  interface ViewState {
    error: unknown;
    loading: boolean;
    loaded: Loaded | null;
    pastDelay: boolean;
    timedOut: boolean;
  }

  return class LoadableComponent extends Component<object, ViewState> {
    static preload = init;
    private mounted = false;
    private timers: ReturnType<typeof setTimeout>[] = [];

    constructor(props: object) {
      super(props);
      void init().catch(() => undefined);
      this.state = {error: res!.error, loading: res!.loading, loaded: res!.loaded, pastDelay: false, timedOut: false};
    }

    override componentDidMount(): void {
      this.mounted = true;
      this.wait();
    }

    override componentWillUnmount(): void {
      this.mounted = false;
      this.timers.forEach(clearTimeout);
    }

    private wait(): void {
      const current = res!;
      if (!current.loading) {
        // Settled between the constructor and the mount.
        if (current.loaded !== this.state.loaded || current.error !== this.state.error) this.update();
        return;
      }
      if (delay === 0) this.setState({pastDelay: true});
      else this.timers.push(setTimeout(() => this.mounted && this.setState({pastDelay: true}), delay));
      if (typeof timeout === 'number') {
        this.timers.push(setTimeout(() => this.mounted && this.setState({timedOut: true}), timeout));
      }
      const done = () => this.update();
      current.promise.then(done, done);
    }

    private update(): void {
      if (!this.mounted) return;
      this.setState({error: res!.error, loaded: res!.loaded, loading: res!.loading});
      this.timers.forEach(clearTimeout);
    }

    retry = (): void => {
      this.setState({error: null, loading: true, timedOut: false});
      res = loadFn();
      this.wait();
    };

    override render(): ReactNode {
      const {loading: isLoading, error, loaded, pastDelay, timedOut} = this.state;
      if (isLoading || error) {
        return createElement(loading, {isLoading, pastDelay, timedOut, error, retry: this.retry});
      }
      return loaded ? render(loaded, this.props) : null;
    }
  };
}

interface LoadableOptions<T> extends Options<T> {
  loader: () => Promise<T>;
}

interface MapOptions extends Options<Record<string, unknown>> {
  loader: Record<string, () => Promise<unknown>>;
}

function Loadable<T>(options: LoadableOptions<T>) {
  return createLoadable(() => load(options.loader), options);
}

Loadable.Map = (options: MapOptions) => createLoadable(() => loadMap(options.loader), options);

export default Loadable;
