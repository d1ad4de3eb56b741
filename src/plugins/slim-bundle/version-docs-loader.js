// A docs version's route props as main.js carries them (./index.ts › versionPropsLoader).
// Options: `cards: false` while no page shows doc cards (usesDocCards() in ./index.ts): the
// docs map (each doc's id, title, description), which only doc cards read, is left out.
// `anchors: true` (the browser build): each sidebar section's links to its page's own
// headings become one marker, {type: 'anchors'}; the sidebar loads them after the first
// load (src/lib/client/sidebarAnchors.ts, the file ./index.ts › sidebarAnchors writes).
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a webpack loader runs as CommonJS
const {withAnchorMarkers} = require('./anchors.js');

module.exports = function versionDocsLoader(source) {
  const {cards = true, anchors = false} = this.getOptions();
  const props = JSON.parse(source);
  if (!cards && props.version?.docs) {
    props.version.docs = {};
  }
  if (anchors && props.version?.docsSidebars) {
    for (const [name, items] of Object.entries(props.version.docsSidebars)) {
      props.version.docsSidebars[name] = withAnchorMarkers(items);
    }
  }
  return JSON.stringify(props);
};
