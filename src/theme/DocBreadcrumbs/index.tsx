// Wraps the breadcrumbs to put "Copy page as Markdown" at the top of every page
// (desktop and mobile), linking the Markdown copy of the version being read, and
// the whitepaper PDF link on the introduction. There is one PDF, of the current
// docs: a released version's introduction links it labelled as the current whitepaper.
import type {ReactNode} from 'react';
import DocBreadcrumbs from '@theme-original/DocBreadcrumbs';
import {useDoc, useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import CopyPageMarkdown from '@site/src/components/CopyPageMarkdown';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {whitepaperPdfFile} from '@site/src/lib/markdown/paths';

export default function DocBreadcrumbsWrapper(): ReactNode {
  const {metadata} = useDoc();
  const version = useDocsVersion();
  const {baseUrl} = useDocusaurusContext().siteConfig;
  // The route without baseUrl, e.g. "/tokenomics" or "/1.0/tokenomics" (its copy: /1.0/tokenomics.md).
  const route = `/${metadata.permalink.slice(baseUrl.length)}`;
  const intro = metadata.id === 'index';
  const pdf = useBaseUrl(`/${whitepaperPdfFile}`);
  return (
    <>
      <DocBreadcrumbs />
      <CopyPageMarkdown path={route}>
        {intro && (
          // eslint-disable-next-line @docusaurus/no-html-links -- written by npm run pdf, not a route
          <a href={pdf} download>
            {version.isLast ? 'Download the whitepaper (PDF)' : 'Download the current whitepaper (PDF)'}
          </a>
        )}
      </CopyPageMarkdown>
    </>
  );
}
