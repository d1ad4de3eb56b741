import path from 'node:path';
import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {pages, type PageDef} from './src/data/pages';
import {readH2Headings} from './src/lib/docHeadings';

interface LinkItem {
  type: 'link';
  /** Unique per link: headings repeat across pages ("Overview"), and translation keys must not (i18n/en). */
  key: string;
  label: string;
  href: string;
}
interface CategoryItem {
  type: 'category';
  label: string;
  link: {type: 'doc'; id: string};
  collapsible: boolean;
  collapsed: boolean;
  items: Item[];
}
type Item = LinkItem | CategoryItem;

/**
 * One collapsible section per page, in the order of src/data/pages.ts (which
 * is the previous/next order). A section's children are links to the page's
 * own `##` headings, read from the page itself, then any nested pages
 * (Terms of Use, Privacy Policy and FAQ live under General Info).
 */
function section(page: PageDef): CategoryItem {
  const file = path.join(__dirname, 'docs', `${page.id}.mdx`);
  const anchors = readH2Headings(file).map((h): LinkItem => ({
    type: 'link',
    key: `${page.id}-${h.id}`,
    label: h.text,
    href: `${page.path}#${h.id}`,
  }));
  const children = pages.filter((p) => p.parent === page.key).map(section);
  return {
    type: 'category',
    label: page.label,
    link: {type: 'doc', id: page.id},
    collapsible: true,
    collapsed: true,
    items: [...anchors, ...children],
  };
}

const sidebars = {
  docs: pages.filter((p) => !p.parent).map(section),
} satisfies SidebarsConfig;

export default sidebars;
