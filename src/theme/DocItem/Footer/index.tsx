// Wrapped: on a page change, the page's footer (last update, edit link) renders once the page's first screen is painted.
import Original from '@theme-original/DocItem/Footer';
import {shownAfterPageChange} from '@site/src/lib/client/afterNextPaint';

export default shownAfterPageChange(Original);
