// Wraps DocItem (not ejected): one glossary scope per page, and the page's head
// written as JSON for the page shown at load (src/lib/client/serverHtml). The
// facts a page's components read come with the page (src/lib/remark/pageFacts).
import type {ReactNode} from 'react';
import DocItem from '@theme-original/DocItem';
import type DocItemType from '@theme/DocItem';
import type {WrapperProps} from '@docusaurus/types';
import {GlossaryScope} from '@site/src/components/Glossary';
import {hydrating, pageHeadId, pageHeadJson} from '@site/src/lib/client/serverHtml';

type Props = WrapperProps<typeof DocItemType>;

export default function DocItemWrapper(props: Props): ReactNode {
  // Each page defines a glossary term once, at its first <Term> (keyed: a new page, a new scope).
  const page = (
    <GlossaryScope key={props.content.metadata.permalink}>
      <DocItem {...props} />
    </GlossaryScope>
  );
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
