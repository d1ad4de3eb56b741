// Ejected to show the spec's router fallback ("Unexpected Application Error!", "404 Not Found").
import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {useLocation} from '@docusaurus/router';
import {PageMetadata} from '@docusaurus/theme-common';
import ErrorScreen from '@site/src/components/ErrorScreen';
import {brand, ui} from '@site/src/data/ui';

/** Files only a build writes (Markdown copies, llms.txt, the PDF): the dev server has none of them. */
const buildOnlyFile = /\.(md|txt|pdf)$/;

export default function NotFoundContent(): ReactNode {
  const {pathname} = useLocation();
  const detail =
    process.env.NODE_ENV === 'development' && buildOnlyFile.test(pathname)
      ? `${pathname} is written by the production build, which the development server does not run. To open it: npm run build && npm run serve`
      : ui.notFoundStatus;
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
      <ErrorScreen detail={detail} />
    </>
  );
}
