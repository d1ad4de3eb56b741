// Wraps DocItem (not ejected): the page's head and the heading links of the sidebar
// sections open on it, written as JSON for the page shown at load
// (src/lib/client/serverHtml, src/lib/client/sidebarAnchors). The facts a page's
// components read come with the page (src/lib/remark/pageFacts).
import type {ReactNode} from 'react';
import DocItem from '@theme-original/DocItem';
import type DocItemType from '@theme/DocItem';
import type {WrapperProps} from '@docusaurus/types';
import {useDocsSidebar} from '@docusaurus/plugin-content-docs/client';
import {hydrating, pageHeadId, pageHeadJson} from '@site/src/lib/client/serverHtml';
import {openSectionsId, openSectionsJson} from '@site/src/lib/client/sidebarAnchors';

type Props = WrapperProps<typeof DocItemType>;

export default function DocItemWrapper(props: Props): ReactNode {
  const sidebar = useDocsSidebar();
  const page = <DocItem {...props} />;
  // Written by the server; hydration keeps the elements as they are (their text is not compared).
  const server = typeof window === 'undefined';
  if (!server && !hydrating()) {
    return page;
  }
  const json = (id: string, text: () => string) => (
    <script id={id} type="application/json" dangerouslySetInnerHTML={{__html: server ? text() : ''}} />
  );
  return (
    <>
      {page}
      {json(pageHeadId, () => pageHeadJson(props.content))}
      {sidebar && json(openSectionsId, () => openSectionsJson(sidebar.items, props.content.metadata.permalink))}
    </>
  );
}
