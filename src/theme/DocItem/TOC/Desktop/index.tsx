// Wrapped: on a page change, the table of contents renders once the page's first screen is painted (its column is laid out already).
import Original from '@theme-original/DocItem/TOC/Desktop';
import {shownAfterPageChange} from '@site/src/lib/client/afterNextPaint';

export default shownAfterPageChange(Original);
