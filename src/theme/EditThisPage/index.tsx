// Wraps "Edit this page": while the docs repository's address is a placeholder
// (`.example`, src/data/links.ts), the link carries the same visible mark as
// every other placeholder address on the page (the frame's mark: no page facts here).
import type {ComponentProps, ReactNode} from 'react';
import EditThisPage from '@theme-original/EditThisPage';
import {isPlaceholder, placeholderMark} from '@site/src/data/marks';
import Mark from '@site/src/components/Placeholder/Mark';

export default function EditThisPageWrapper(props: ComponentProps<typeof EditThisPage>): ReactNode {
  return (
    <>
      <EditThisPage {...props} />
      {isPlaceholder(props.editUrl) ? <Mark field="links.docsRepository" text={placeholderMark.link} /> : null}
    </>
  );
}
