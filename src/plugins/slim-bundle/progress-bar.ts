// Stands in for the classic theme's nprogress client module in the browser build
// (./index.ts): the same bar at the top of the window when a page change takes over
// 200 ms, drawn by ./progress-bar.css instead of the nprogress library.
import type {ClientModule} from '@docusaurus/types';
import './progress-bar.css';

/** The theme's delay before the bar shows. */
const delay = 200;

const progressBar: ClientModule = {
  onRouteUpdate({location, previousLocation}) {
    if (previousLocation && location.pathname !== previousLocation.pathname) {
      const timer = window.setTimeout(() => {
        document.documentElement.dataset.pageLoading = '';
      }, delay);
      return () => window.clearTimeout(timer);
    }
    return undefined;
  },
  onRouteDidUpdate() {
    delete document.documentElement.dataset.pageLoading;
  },
};

export default progressBar;
