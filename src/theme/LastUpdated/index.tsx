// Wraps the theme's "Last updated" line in an itemscope: its <time itemprop="dateModified">
// would otherwise be microdata outside any item (an HTML validation error).
import type {ComponentProps, ReactNode} from 'react';
import LastUpdated from '@theme-original/LastUpdated';

export default function LastUpdatedWrapper(props: ComponentProps<typeof LastUpdated>): ReactNode {
  return (
    <span itemScope itemType="https://schema.org/WebPage">
      <LastUpdated {...props} />
    </span>
  );
}
