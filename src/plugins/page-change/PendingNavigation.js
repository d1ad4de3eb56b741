// The core's PendingNavigation, with the update that shows the next page
// marked as a transition (see ./index.ts).
import {startTransition} from 'react';
import CorePendingNavigation from '@sx/core-pending-navigation';

export default class PendingNavigation extends CorePendingNavigation {
  setState(update, callback) {
    if (update && update.nextRouteHasLoaded === true) {
      startTransition(() => super.setState(update, callback));
    } else {
      super.setState(update, callback);
    }
  }
}
