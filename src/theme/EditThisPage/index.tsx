// Wraps "Edit this page": while the docs repository's address is a placeholder
// (`.example`, src/data/links.ts), the link carries the same visible mark as
// every other placeholder address on the page (today's words: the page frame is not versioned,
// and reading them here keeps the page facts out of main.js).
import type {ComponentProps, ReactNode} from 'react';
import EditThisPage from '@theme-original/EditThisPage';
import {isPlaceholder} from '@site/src/data/links';
import Mark from '@site/src/components/Placeholder/Mark';
import {placeholderMark} from '@site/src/data/placeholders';

export default function EditThisPageWrapper(props: ComponentProps<typeof EditThisPage>): ReactNode {
  return (
    <>
      <EditThisPage {...props} />
      {isPlaceholder(props.editUrl) ? <Mark field="links.docsRepository" words={placeholderMark.link} /> : null}
    </>
  );
}
