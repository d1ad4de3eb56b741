// Replaces the theme's BreadcrumbList (built from the flat sidebar: one item on most pages)
// with home → section → page: the sidebar's first section, then the sections that lead to
// the page (sidebars.ts builds them from src/data/pages.ts, parents first).
// On a page change, it follows once the page's first screen is painted (shownAfterPageChange).
import type {ReactNode} from 'react';
import {shownAfterPageChange} from '@site/src/lib/client/afterNextPaint';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useDocsSidebar} from '@docusaurus/plugin-content-docs/client';
import {useSidebarBreadcrumbs} from '@docusaurus/plugin-content-docs/client';
import type {PropSidebarItem} from '@docusaurus/plugin-content-docs';
import {breadcrumbList, jsonLd} from '@site/src/lib/seo/structuredData';

function DocBreadcrumbsStructuredData(): ReactNode {
  const sidebar = useDocsSidebar();
  const sections = useSidebarBreadcrumbs() ?? [];
  const {siteConfig} = useDocusaurusContext();
  const steps = [sidebar?.items[0], ...sections].filter(
    (item): item is PropSidebarItem & {href: string; label: string} =>
      item !== undefined && 'href' in item && typeof item.href === 'string',
  );
  const trail = steps
    .filter((item, i) => steps.findIndex((other) => other.href === item.href) === i)
    .map((item) => ({name: item.label, url: new URL(item.href, siteConfig.url).href}));
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
