/**
 * The sidebar's links to each page's own headings (sidebars.ts). In the
 * browser build, main.js carries one marker, {type: 'anchors'}, per section
 * in their place (src/plugins/slim-bundle › version-docs-loader.js), so a page
 * a writer adds puts only its section into every first load. The links come
 * from two places:
 *
 * - the sections open at load (the page's own and those it is nested in):
 *   the server writes theirs into the page as JSON (src/theme/DocItem,
 *   `openSectionsJson`), read before the sidebar hydrates, so it hydrates
 *   the server's HTML as it is;
 * - every other section: a chunk of their own (sidebar-anchors), loaded in
 *   idle time once the first page has hydrated (slim-bundle's client module
 *   calls `loadSidebarAnchors`), or at once when a section opens before that
 *   (it then shows its links a moment after it opens).
 *
 * Where there is no marker (the server render, development, SX_STOCK=1) the
 * items are used as they are.
 */
import {use} from 'react';
import type {PropSidebarItem} from '@docusaurus/plugin-content-docs';
import {isActiveSidebarItem} from '@docusaurus/plugin-content-docs/client';
import {anchorsOf} from '@site/src/plugins/slim-bundle/anchors.js';

type Anchors = Record<string, PropSidebarItem[]>;

/** The id of the JSON script with the open sections' heading links. */
export const openSectionsId = 'sx-open-sections';

/** The heading links of the sections open on `activePath` (the JSON the server writes), `<`-free. */
export function openSectionsJson(items: readonly PropSidebarItem[], activePath: string): string {
  return JSON.stringify(anchorsOf(items, {}, (section) => isActiveSidebarItem(section, activePath))).replace(
    /</g,
    '\\u003c',
  );
}

let known: Anchors | undefined;
let loading: Promise<unknown> | undefined;
let complete = false;

/** The links known so far: at first, the open sections' from the page's JSON. */
function knownAnchors(): Anchors {
  if (!known) {
    known = {};
    try {
      Object.assign(known, JSON.parse(document.getElementById(openSectionsId)?.textContent || '{}'));
    } catch {
      // Unreadable: the open sections load their links like the others.
    }
  }
  return known;
}

/** Loads every section's heading links (once). */
export function loadSidebarAnchors(): Promise<unknown> {
  loading ??= import(/* webpackChunkName: "sidebar-anchors" */ './sidebarAnchors.data.json').then(
    (m) => {
      known = {...knownAnchors(), ...(m.default as unknown as Anchors)};
      complete = true;
      return known;
    },
    (error: unknown) => {
      // Asked again later (back online), it tries again.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

const isMarker = (item: {type: string}): boolean => item.type === 'anchors';

/**
 * `items` of the section whose page is `href`, with its heading links in
 * place of the marker; suspends while they are loading.
 */
export function useSectionItems(
  items: readonly PropSidebarItem[],
  href: string | undefined,
): readonly PropSidebarItem[] {
  if (!items.some(isMarker)) {
    return items;
  }
  let anchors = knownAnchors()[href ?? ''];
  if (!anchors && !complete) {
    use(loadSidebarAnchors());
  }
  anchors ??= knownAnchors()[href ?? ''] ?? [];
  return items.flatMap((item) => (isMarker(item) ? anchors : [item]));
}
