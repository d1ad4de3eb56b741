// Wraps the theme's MDX components with the one every page gets; the site's
// content components (<Rule>, <Term>, <ExternalLink>…) are imported by the pages that
// use them (src/lib/remark/pageComponents.ts), so they are not in main.js.
import MDXComponents from '@theme-original/MDXComponents';
import BelowTheFold from '@site/src/components/BelowTheFold';

export default {
  ...MDXComponents,
  // Wrapped around each page's blocks below its first screen by src/lib/remark/belowTheFold.ts.
  BelowTheFold,
};
