// Wraps the theme's "Last updated" line in an itemscope: its <time itemprop="dateModified">
// would otherwise be microdata outside any item (an HTML validation error).
// A page whose text carries its own date (the legal pages, from src/data/legal.ts)
// sets `dated_in_text: true` in its front matter and gets no second, git-based date.
import type {ComponentProps, ReactNode} from 'react';
import LastUpdated from '@theme-original/LastUpdated';
import {useDoc} from '@docusaurus/plugin-content-docs/client';

export default function LastUpdatedWrapper(props: ComponentProps<typeof LastUpdated>): ReactNode {
  const {frontMatter} = useDoc();
  if ((frontMatter as {dated_in_text?: boolean}).dated_in_text) {
    return null;
  }
  return (
    <span itemScope itemType="https://schema.org/WebPage">
      <LastUpdated {...props} />
    </span>
  );
}
