import {
  createContext,
  createElement,
  startTransition,
  useContext,
  useEffect,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';

let pending: (() => void)[] = [];
let scheduled = false;

/**
 * Runs `update` as a transition once the next frame is on screen (a task
 * queued from requestAnimationFrame runs after that frame's paint). Updates
 * asked for before that frame run together, in one render. Returns a cancel
 * function, for an effect's cleanup.
 */
export function afterNextPaint(update: () => void): () => void {
  pending.push(update);
  if (!scheduled) {
    scheduled = true;
    requestAnimationFrame(() => {
      window.setTimeout(() => {
        const updates = pending;
        pending = [];
        scheduled = false;
        startTransition(() => updates.forEach((run) => run()));
      });
    });
  }
  return () => {
    pending = pending.filter((run) => run !== update);
  };
}

/**
 * True while the page is being shown by a page change in the app: the site
 * has hydrated, and no #section is asked for (a section further down must be
 * there when the page scrolls to it).
 */
function isPageChange(): boolean {
  return (
    typeof document !== 'undefined' &&
    document.documentElement.dataset.hasHydrated === 'true' &&
    window.location.hash === ''
  );
}

/**
 * True around content that replaces the same content's server HTML on screen
 * (src/theme/DocItem/Content): it renders whole, as nothing new is shown.
 */
export const ReplacesServerHtml = createContext(false);

/**
 * For parts of a page that are not on its first screen: true in the build, at
 * hydration and for #section links; on a page change, false until the frame
 * showing the page's first screen is painted, then true.
 */
export function useShownAfterPageChange(): boolean {
  const replaces = useContext(ReplacesServerHtml);
  const [shown, setShown] = useState(() => replaces || !isPageChange());
  useEffect(() => (shown ? undefined : afterNextPaint(() => setShown(true))), [shown]);
  return shown;
}

/** A theme component that, on a page change, renders once the page's first screen is painted. */
export function shownAfterPageChange<P extends object>(Component: ComponentType<P>): (props: P) => ReactNode {
  return function ShownAfterPageChange(props: P): ReactNode {
    return useShownAfterPageChange() ? createElement(Component, props) : null;
  };
}
