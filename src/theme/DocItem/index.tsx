// Wraps DocItem (not ejected): the page's head
// written as JSON for the page shown at load (src/lib/client/serverHtml). The
// facts a page's components read come with the page (src/lib/remark/pageFacts).
import type {ReactNode} from 'react';
import DocItem from '@theme-original/DocItem';
import type DocItemType from '@theme/DocItem';
import type {WrapperProps} from '@docusaurus/types';
import {hydrating, pageHeadId, pageHeadJson} from '@site/src/lib/client/serverHtml';

type Props = WrapperProps<typeof DocItemType>;

export default function DocItemWrapper(props: Props): ReactNode {
  const page = <DocItem {...props} />;
  // Written by the server; hydration keeps the element as it is (its text is not compared).
  const head = typeof window === 'undefined' ? pageHeadJson(props.content) : hydrating() ? '' : null;
  return head === null ? (
    page
  ) : (
    <>
      {page}
      <script id={pageHeadId} type="application/json" dangerouslySetInnerHTML={{__html: head}} />
    </>
  );
}
