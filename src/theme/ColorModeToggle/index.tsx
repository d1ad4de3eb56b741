// Wrapped (not ejected): the colour mode switch is rendered by the server, disabled as the theme renders
// it before hydration, and hydrates after the first load, with its code (src/lib/client/afterLoad.tsx).
import {afterLoadComponent} from '@site/src/lib/client/afterLoad';

declare const require: {resolveWeak(request: string): string | number};

export default afterLoadComponent(
  require.resolveWeak('@theme-original/ColorModeToggle'),
  () => import(/* webpackChunkName: "after-load" */ '@theme-original/ColorModeToggle'),
);
