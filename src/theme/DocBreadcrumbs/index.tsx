// Wraps the breadcrumbs to put "Copy page as Markdown" at the top of every page
// (desktop and mobile), linking the Markdown copy of the version being read, and
// the whitepaper PDF link (src/components/WhitepaperLink) on the introduction.
import type {ReactNode} from 'react';
import DocBreadcrumbs from '@theme-original/DocBreadcrumbs';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import CopyPageMarkdown from '@site/src/components/CopyPageMarkdown';
import WhitepaperLink from '@site/src/components/WhitepaperLink';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

export default function DocBreadcrumbsWrapper(): ReactNode {
  const {metadata} = useDoc();
  const {baseUrl} = useDocusaurusContext().siteConfig;
  // The route without baseUrl, e.g. "/tokenomics" or "/1.0/tokenomics" (its copy: /1.0/tokenomics.md).
  const route = `/${metadata.permalink.slice(baseUrl.length)}`;
  const intro = metadata.id === 'index';
  return (
    <>
      <DocBreadcrumbs />
      <CopyPageMarkdown path={route}>{intro && <WhitepaperLink />}</CopyPageMarkdown>
    </>
  );
}
