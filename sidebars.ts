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
/** A heading over a group of sections (src/data/pages.ts › group), e.g. the pages written for programs. */
interface GroupHeading {
  type: 'html';
  value: string;
  className: string;
  defaultStyle: boolean;
}
type Item = LinkItem | CategoryItem;

/**
 * One collapsible section per page, in the order of src/data/pages.ts (which
 * is the previous/next order; grouped pages come last, under their group's heading). A section's children are links to the page's
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
const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/**
 * The top-level pages as sections in reading order, then each group: a heading (not a section, so the accordion and
 * previous/next are as before) over its pages' sections. src/data/pages.ts lists grouped pages last.
 */
const sidebars = {
  docs: [
    ...topLevel.filter((p) => !p.group).map(section),
    ...groups.flatMap((label): (GroupHeading | CategoryItem)[] => [
      {type: 'html', value: `<strong>${escape(label)}</strong>`, className: 'sidebar-group', defaultStyle: true},
      ...topLevel.filter((p) => p.group === label).map(section),
    ]),
  ],
} satisfies SidebarsConfig;

export default sidebars;
