// Ejected to show the spec's router fallback ("Unexpected Application Error!", "404 Not Found").
import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {PageMetadata} from '@docusaurus/theme-common';
import ErrorScreen from '@site/src/components/ErrorScreen';
import {brand, ui} from '@site/src/data/ui';

export default function NotFoundContent(): ReactNode {
  return (
    <>
      {/* Under the docs' catch-all route the theme sets no title: give the page its own, and keep it out of search engines. */}
      <PageMetadata
        title={ui.notFoundStatus}
        description={`This address has no page in the ${brand.docsTitle}. All pages are listed here.`}
      />
      <Head>
        <meta name="robots" content="noindex" />
      </Head>
      <ErrorScreen detail={ui.notFoundStatus} />
    </>
  );
}
