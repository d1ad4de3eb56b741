// Client module: the sidebar's heading links, left out of main.js by ./version-docs-loader.js,
// load in idle time once the first page has hydrated (src/lib/client/sidebarAnchors.ts).
import type {ClientModule} from '@docusaurus/types';
import {whenIdle} from '@site/src/lib/client/whenIdle';
import {loadSidebarAnchors} from '@site/src/lib/client/sidebarAnchors';

const sidebarAnchors: ClientModule = {
  onRouteDidUpdate({previousLocation}) {
    if (!previousLocation) {
      whenIdle(() => void loadSidebarAnchors().catch(() => undefined));
    }
  },
};

export default sidebarAnchors;
