// Wraps "Edit this page": while the docs repository's address is a placeholder
// (`.example`, src/data/links.ts), the link carries the same visible mark as
// every other placeholder address on the page.
import type {ComponentProps, ReactNode} from 'react';
import EditThisPage from '@theme-original/EditThisPage';
import {isPlaceholder} from '@site/src/data/links';
import PlaceholderMark from '@site/src/components/Placeholder';

export default function EditThisPageWrapper(props: ComponentProps<typeof EditThisPage>): ReactNode {
  return (
    <>
      <EditThisPage {...props} />
      {isPlaceholder(props.editUrl) ? <PlaceholderMark field="links.docsRepository" /> : null}
    </>
  );
}
