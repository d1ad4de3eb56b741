// The core's PendingNavigation (see ./index.ts), with the update that shows the next page as a
// transition, rendered in slices of PAGE_SLICE_MS rather than the scheduler's 5 ms, back to 5 ms once
// it is committed (each yield lets the browser paint the old page again; 20 ms keeps a slice and the
// commit after it well under a long task at 1× CPU, and a slow phone still gets slices).
import {startTransition} from 'react';
import CorePendingNavigation from '@sx/core-pending-navigation';
import {unstable_forceFrameRate as setSliceRate} from 'scheduler';

const PAGE_SLICE_MS = 20;

export default class PendingNavigation extends CorePendingNavigation {
  setState(update, callback) {
    if (update && update.nextRouteHasLoaded === true) {
      setSliceRate(1000 / PAGE_SLICE_MS);
      startTransition(() => super.setState(update, callback));
    } else {
      super.setState(update, callback);
    }
  }

  componentDidUpdate() {
    setSliceRate(0); // the scheduler's own 5 ms, for the new page's effects and all later work
  }
}
