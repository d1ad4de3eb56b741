// Ejected to show the spec's router fallback ("Unexpected Application Error!", "404 Not Found").
import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {PageMetadata} from '@docusaurus/theme-common';
import ErrorScreen from '@site/src/components/ErrorScreen';
import {brand, ui} from '@site/src/data/ui';

export default function NotFoundContent(): ReactNode {
  const description = `This address has no page in the ${brand.docsTitle}. All pages are listed here.`;
  return (
    <>
      {/* Under the docs' catch-all route the theme sets no title: give the page its own, and keep it out of search engines. */}
      <PageMetadata title={ui.notFoundStatus} description={description} />
      <Head>
        <meta name="robots" content="noindex" />
        {/* No card image for a missing page: a plain summary card, not the theme's large-image claim. */}
        <meta name="twitter:card" content="summary" />
        <meta name="twitter:title" content={ui.notFoundStatus} />
        <meta name="twitter:description" content={description} />
      </Head>
      <ErrorScreen detail={ui.notFoundStatus} />
    </>
  );
}
