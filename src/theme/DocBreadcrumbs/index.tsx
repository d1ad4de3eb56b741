// Wraps the breadcrumbs to put "Copy page as Markdown" at the top of every
// current-version page (desktop and mobile), and the whitepaper PDF link on the
// introduction; frozen versions have neither.
import type {ReactNode} from 'react';
import DocBreadcrumbs from '@theme-original/DocBreadcrumbs';
import {useDoc, useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import CopyPageMarkdown from '@site/src/components/CopyPageMarkdown';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {pages} from '@site/src/data/pages';
import {whitepaperPdfFile} from '@site/src/lib/markdown/paths';

export default function DocBreadcrumbsWrapper(): ReactNode {
  const {metadata} = useDoc();
  const version = useDocsVersion();
  const page = pages.find((p) => p.id === metadata.id);
  const pdf = useBaseUrl(`/${whitepaperPdfFile}`);
  return (
    <>
      <DocBreadcrumbs />
      {page && version.isLast && (
        <CopyPageMarkdown path={page.path}>
          {page.path === '/' && (
            // eslint-disable-next-line @docusaurus/no-html-links -- written by npm run pdf, not a route
            <a href={pdf} download>
              Download the whitepaper (PDF)
            </a>
          )}
        </CopyPageMarkdown>
      )}
    </>
  );
}
