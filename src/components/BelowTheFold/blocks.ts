import {Fragment, createElement, type ReactNode} from 'react';

/** How a page hands BelowTheFold its blocks. */
export interface BlocksProps {
  /** As compiled pages do (src/lib/recma/deferBelowTheFold.ts): built only when shown. */
  readonly render?: () => ReactNode;
  /** As elements (a page compiled without that plugin). */
  readonly children?: ReactNode;
}

/**
 * The blocks to show. Those `render` builds come back as MDX's list of
 * siblings, and are passed on as separate children (as MDX passes static
 * children), so React does not ask them for keys.
 */
export function blocks({render, children}: BlocksProps): ReactNode {
  if (!render) {
    return children;
  }
  const built = render();
  return Array.isArray(built) ? createElement(Fragment, null, ...(built as ReactNode[])) : built;
}
