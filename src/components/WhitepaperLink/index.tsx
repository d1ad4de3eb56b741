/**
 * The link to the whitepaper PDF (written beside the pages by `npm run pdf`):
 * a plain link with the base URL, since it is not a route. There is one PDF,
 * of the current docs, so a released version's pages label it as the current whitepaper.
 */
import type {ReactNode} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import {whitepaperPdfFile} from '@site/src/lib/markdown/paths';

export default function WhitepaperLink(): ReactNode {
  const version = useDocsVersion();
  const pdf = useBaseUrl(`/${whitepaperPdfFile}`);
  return (
    // eslint-disable-next-line @docusaurus/no-html-links -- written by npm run pdf, not a route
    <a href={pdf} download>
      {version.isLast ? 'Download the whitepaper (PDF)' : 'Download the current whitepaper (PDF)'}
    </a>
  );
}
