// The core's PendingNavigation (see ./index.ts), with two changes:
// - the update that shows the next page is a transition;
// - the page on screen gets a router context that changes only when the
//   page's own location does, and its location is published once painted (useShownPage).
import React, {startTransition} from 'react';
import CorePendingNavigation from '@sx/core-pending-navigation';
import ClientLifecyclesDispatcher from '@sx/core-client-lifecycles';
import {afterNextPaint} from '@site/src/lib/client/afterNextPaint';
import ShownLocation, {setShownPage} from './ShownLocation';

export default class PendingNavigation extends CorePendingNavigation {
  setState(update, callback) {
    if (update && update.nextRouteHasLoaded === true) {
      startTransition(() => super.setState(update, callback));
    } else {
      super.setState(update, callback);
    }
  }

  componentDidMount() {
    setShownPage(this.props.location);
  }

  componentDidUpdate() {
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
