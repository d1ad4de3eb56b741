// Wrapped: on a page change, previous/next render once the page's first screen is painted.
import Original from '@theme-original/DocItem/Paginator';
import {shownAfterPageChange} from '@site/src/lib/client/afterNextPaint';

export default shownAfterPageChange(Original);
