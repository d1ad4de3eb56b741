// The core's PendingNavigation (see ./index.ts), with two changes to a page change:
// - A link's push waits for the next page's chunks (at most PUSH_WAIT_MS), then happens in a
//   transition, and the page shows in that one render: the core's way pushes at once and renders
//   the old page again with the new location while the chunks load (every consumer of the router's
//   context, about 11 ms at 1× CPU). A load that takes longer, and back and forward, go the core's way.
// - The update that shows the next page is a transition rendered in slices of PAGE_SLICE_MS rather
//   than the scheduler's 5 ms, back to 5 ms once committed (each yield lets the browser paint the old
//   page again; 20 ms keeps a slice and the commit after it under a long task at 1× CPU).
import React, {startTransition, useState} from 'react';
import {useHistory} from '@docusaurus/router';
import CorePendingNavigation from '@sx/core-pending-navigation';
import preload from '@sx/core-preload';
import {unstable_forceFrameRate as setSliceRate} from 'scheduler';

const PAGE_SLICE_MS = 20;
/** Past this, the push goes ahead and the core's pending phase (with the progress bar) takes over. */
const PUSH_WAIT_MS = 50;
/** The path whose chunks are loaded, pushed in a transition: shown without a pending phase. */
let ready = null;

/** The history objects whose push waits already (a second render of WaitForChunks must not wrap it again). */
const waiting = new WeakSet();

function waitForChunks(history) {
  if (waiting.has(history)) {
    return;
  }
  waiting.add(history);
  const push = history.push.bind(history);
  history.push = (to, state) => {
    const target = new URL(typeof to === 'string' ? to : history.createHref(to), window.location.href).pathname;
    if (target === window.location.pathname) {
      push(to, state);
      return;
    }
    let pending = true;
    const goNow = () => {
      if (pending) {
        pending = false;
        push(to, state);
      }
    };
    const timer = window.setTimeout(goNow, PUSH_WAIT_MS);
    preload(target).then(() => {
      if (pending) {
        pending = false;
        window.clearTimeout(timer);
        ready = target;
        setSliceRate(1000 / PAGE_SLICE_MS);
        startTransition(() => push(to, state));
      }
    }, goNow);
  };
}

function WaitForChunks() {
  const history = useHistory();
  useState(() => waitForChunks(history));
  return null;
}

export default class PendingNavigation extends CorePendingNavigation {
  shouldComponentUpdate(nextProps, nextState) {
    if (nextProps.location !== this.props.location && nextProps.location.pathname === ready) {
      ready = null;
      this.previousLocation = this.props.location;
      return true;
    }
    return super.shouldComponentUpdate(nextProps, nextState);
  }

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

  render() {
    return (
      <>
        <WaitForChunks />
        {super.render()}
      </>
    );
  }
}
