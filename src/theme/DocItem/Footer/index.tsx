// Wrapped: the page's footer (last update, edit link) hydrates after the first load, with its code
// (src/lib/client/afterLoad.tsx); on a page change it renders once the page's first screen is painted.
import {afterLoadComponent} from '@site/src/lib/client/afterLoad';
import {shownAfterPageChange} from '@site/src/lib/client/afterNextPaint';

declare const require: {resolveWeak(request: string): string | number};

export default shownAfterPageChange(
  afterLoadComponent(
    require.resolveWeak('@theme-original/DocItem/Footer'),
    () => import(/* webpackChunkName: "after-load" */ '@theme-original/DocItem/Footer'),
  ),
);
