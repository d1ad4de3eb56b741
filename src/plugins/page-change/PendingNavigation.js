// The core's PendingNavigation (see ./index.ts), with three changes:
// - the update that shows the next page is a transition;
// - React renders it in slices of PAGE_SLICE_MS rather than the scheduler's 5 ms, back to 5 ms once
//   it is committed (each yield lets the browser paint the old page again; 20 ms keeps a slice and the
//   commit after it well under a long task at 1× CPU, and a slow phone still gets slices);
// - the page on screen gets a router context that changes only when the
//   page's own location does, and its location is published once painted (useShownPage).
import React, {startTransition} from 'react';
import CorePendingNavigation from '@sx/core-pending-navigation';
import ClientLifecyclesDispatcher from '@sx/core-client-lifecycles';
import {unstable_forceFrameRate as setSliceRate} from 'scheduler';
import {afterNextPaint} from '@site/src/lib/client/afterNextPaint';
import ShownLocation, {setShownPage} from './ShownLocation';

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

  componentDidMount() {
    setShownPage(this.props.location);
  }

  componentDidUpdate() {
    setSliceRate(0); // the scheduler's own 5 ms, for the new page's effects and all later work
    // Once the page is painted: its readers re-render synchronously (useSyncExternalStore), and a
    // synchronous render inside this commit would run the new page's effects before its first frame.
    const {location} = this.props;
    afterNextPaint(() => setShownPage(location));
  }

  render() {
    const {children, location} = this.props;
    return (
      <ClientLifecyclesDispatcher previousLocation={this.previousLocation} location={location}>
        <ShownLocation location={location}>{children}</ShownLocation>
      </ClientLifecyclesDispatcher>
    );
  }
}
