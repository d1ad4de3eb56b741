// The core's PendingNavigation (see ./index.ts), with two changes:
// - the update that shows the next page is a transition;
// - the page on screen gets a router context that changes only when the
//   page's own location does.
import React, {startTransition, useContext, useMemo} from 'react';
import CorePendingNavigation from '@sx/core-pending-navigation';
import ClientLifecyclesDispatcher from '@sx/core-client-lifecycles';
import {__RouterContext as RouterContext} from '@sx/react-router';

/**
 * What the core's `<Route location={location}>` gives the page, but the same
 * object while `location` is the same. The core's Route makes a new context
 * value whenever the router's location changes, and that happens at the
 * click, before the next page has loaded: every Link and router hook of the
 * page still on screen rendered again, synchronously, inside the click.
 */
function ShownLocation({location, children}) {
  const {history, staticContext} = useContext(RouterContext);
  const value = useMemo(
    () => ({
      history,
      staticContext,
      location,
      // The router's root match (react-router's Router.computeRootMatch).
      match: {path: '/', url: '/', params: {}, isExact: location.pathname === '/'},
    }),
    [history, staticContext, location],
  );
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

export default class PendingNavigation extends CorePendingNavigation {
  setState(update, callback) {
    if (update && update.nextRouteHasLoaded === true) {
      startTransition(() => super.setState(update, callback));
    } else {
      super.setState(update, callback);
    }
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
