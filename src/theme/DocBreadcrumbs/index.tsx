// Wraps the breadcrumbs to put "Copy page as Markdown" at the top of every
// current-version page (desktop and mobile); frozen versions have no Markdown copy.
import type {ReactNode} from 'react';
import DocBreadcrumbs from '@theme-original/DocBreadcrumbs';
import {useDoc, useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import CopyPageMarkdown from '@site/src/components/CopyPageMarkdown';
import {pages} from '@site/src/data/pages';

export default function DocBreadcrumbsWrapper(): ReactNode {
  const {metadata} = useDoc();
  const version = useDocsVersion();
  const page = pages.find((p) => p.id === metadata.id);
  return (
    <>
      <DocBreadcrumbs />
      {page && version.isLast && <CopyPageMarkdown path={page.path} />}
    </>
  );
}
