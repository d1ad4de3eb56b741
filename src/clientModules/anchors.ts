/**
 * Route-change scrolling, next to what the core already does: a new page
 * starts at the top at once (not with the smooth scroll that section links
 * get from CSS), and a link to an id that does not exist says so in the
 * console instead of failing silently.
 */
import type {ClientModule} from '@docusaurus/types';
import {ui} from '@site/src/data/ui';

function targetId(hash: string): string | null {
  if (hash.length <= 1) {
    return null;
  }
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return hash.slice(1);
  }
}

const anchors: ClientModule = {
  onRouteDidUpdate({location, previousLocation}) {
    const id = targetId(location.hash);
    if (id === null) {
      if (previousLocation && previousLocation.pathname !== location.pathname) {
        window.scrollTo({top: 0, left: 0, behavior: 'instant'});
      }
      return;
    }
    if (!document.getElementById(id)) {
      console.error(ui.missingAnchorMessage(id));
    }
  },
};

export default anchors;
