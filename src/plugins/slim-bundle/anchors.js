// The sidebar's links to a page's own headings (sidebars.ts): the link items of a section
// whose href is the section's page with a `#fragment`. Shared by the props loader
// (./version-docs-loader.js), the plugin that writes them to a file of their own
// (./index.ts › sidebarAnchors) and the sidebar (src/lib/client/sidebarAnchors.ts).

/** Whether `item` is a link to a heading of `page` (a section's href). */
const isAnchor = (item, page) =>
  item.type === 'link' && typeof page === 'string' && typeof item.href === 'string' && item.href.startsWith(`${page}#`);

/** The heading links of the sections `include` accepts (all by default), by section href, at every level. */
function anchorsOf(items, into = {}, include = () => true) {
  for (const item of items) {
    if (item.type === 'category' && include(item)) {
      const anchors = item.items.filter((child) => isAnchor(child, item.href));
      if (anchors.length > 0) into[item.href] = anchors;
      anchorsOf(item.items, into, include);
    }
  }
  return into;
}

/** The sidebar with each section's heading links replaced by one {type: 'anchors'} where the first was. */
function withAnchorMarkers(items) {
  return items.map((item) => {
    if (item.type !== 'category') return item;
    const children = [];
    for (const child of item.items) {
      if (!isAnchor(child, item.href)) children.push(child.type === 'category' ? withAnchorMarkers([child])[0] : child);
      else if (!children.some((c) => c.type === 'anchors')) children.push({type: 'anchors'});
    }
    return {...item, items: children};
  });
}

module.exports = {anchorsOf, withAnchorMarkers};
