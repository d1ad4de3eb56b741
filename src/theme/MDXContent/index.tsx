// Ejected: the MDX components (headings, admonitions, details, code blocks, the site's
// BelowTheFold…) come with the page's own module, which exports them
// (src/lib/remark/pageComponents), not with main.js: the page shown at load keeps its
// server HTML and renders none of them until its content renders whole.
import type {ReactElement, ReactNode} from 'react';
import {MDXProvider} from '@mdx-js/react';
import type {MDXComponentsObject} from '@theme/MDXComponents';
import type {Props} from '@theme/MDXContent';

export default function MDXContent({children}: Props): ReactNode {
  // The page's component (a doc module's default export), which carries the module's other exports.
  const page = (children as ReactElement | undefined)?.type as {mdxComponents?: MDXComponentsObject} | undefined;
  const components = page?.mdxComponents;
  if (!components) {
    throw new Error(
      "[MDXContent] the page's module exports no mdxComponents: src/lib/remark/pageComponents adds the export to every page",
    );
  }
  return <MDXProvider components={components}>{children}</MDXProvider>;
}
