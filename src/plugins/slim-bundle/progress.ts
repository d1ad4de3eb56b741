/**
 * The route-change progress bar (in place of the classic theme's nprogress
 * client module, see ./index.ts): when a new page takes more than 200 ms to
 * come in, a thin bar grows along the top edge, and completes when it has.
 */
import type {ClientModule} from '@docusaurus/types';
import styles from './progress.module.css';

const delayMs = 200;
let bar: HTMLElement | null = null;

function start(): void {
  bar?.remove();
  const el = document.createElement('div');
  el.className = styles.bar!;
  el.setAttribute('aria-hidden', 'true');
  document.body.append(el);
  bar = el;
  // Grow from the next frame on, so the transition runs.
  requestAnimationFrame(() => el.classList.add(styles.running!));
}

function done(): void {
  const el = bar;
  bar = null;
  if (el) {
    el.classList.add(styles.done!);
    window.setTimeout(() => el.remove(), 500);
  }
}

const progress: ClientModule = {
  onRouteUpdate({location, previousLocation}) {
    if (previousLocation && location.pathname !== previousLocation.pathname) {
      const timer = window.setTimeout(start, delayMs);
      return () => window.clearTimeout(timer);
    }
    return undefined;
  },
  onRouteDidUpdate() {
    done();
  },
};

export default progress;
