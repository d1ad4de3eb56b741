// Replaces the theme's BreadcrumbList (built from the flat sidebar: one item on most pages)
// with home → section → page from src/data/pages.ts.
// On a page change, it follows once the page's first screen is painted (shownAfterPageChange).
import type {ReactNode} from 'react';
import {shownAfterPageChange} from '@site/src/lib/client/afterNextPaint';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {breadcrumbTrail} from '@site/src/lib/seo/breadcrumbs';
import {breadcrumbList, jsonLd} from '@site/src/lib/seo/structuredData';

function DocBreadcrumbsStructuredData(): ReactNode {
  const {metadata} = useDoc();
  const {siteConfig} = useDocusaurusContext();
  const base = siteConfig.baseUrl;
  const trail = breadcrumbTrail(metadata.permalink.slice(base.length - 1)).map((c) => ({
    name: c.name,
    url: new URL(base + c.path.replace(/^\//, ''), siteConfig.url).href,
  }));
  if (trail.length === 0) {
    return null;
  }
  return (
    <Head>
      <script type="application/ld+json">{jsonLd(breadcrumbList(trail))}</script>
    </Head>
  );
}

export default shownAfterPageChange(DocBreadcrumbsStructuredData);
