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
/** A heading with no page of its own (src/data/pages.ts › group), e.g. the pages written for programs. */
interface GroupItem {
  type: 'category';
  label: string;
  collapsible: boolean;
  collapsed: boolean;
  items: CategoryItem[];
}
type Item = LinkItem | CategoryItem;

/**
 * One collapsible section per page, in the order of src/data/pages.ts (which
 * is the previous/next order; grouped pages come last, see `sidebars` below). A section's children are links to the page's
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

const topLevel = pages.filter((p) => !p.parent);
const groups = [...new Set(topLevel.flatMap((p) => (p.group ? [p.group] : [])))];

/** The top-level pages as sections in reading order, then each group (after them, so previous/next keep that order). */
const sidebars = {
  docs: [
    ...topLevel.filter((p) => !p.group).map(section),
    ...groups.map((label): GroupItem => ({
      type: 'category',
      label,
      collapsible: true,
      collapsed: true,
      items: topLevel.filter((p) => p.group === label).map(section),
    })),
  ],
} satisfies SidebarsConfig;

export default sidebars;
