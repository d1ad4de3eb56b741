// Swizzled (issue 18): a Markdown <details> block as the browser's own
// element, without the theme's animated version and its script in main.js
// (no page uses one today; if one does, it opens and closes all the same).
import type {ReactNode} from 'react';
import type {Props} from '@theme/Details';

export default function Details({summary, children, ...props}: Props): ReactNode {
  return (
    <details {...props}>
      {typeof summary === 'string' ? <summary>{summary}</summary> : summary}
      <div>{children}</div>
    </details>
  );
}
