// A docs version's route props (the sidebar and each doc's id, title and sidebar) without
// the docs' descriptions, which only doc cards show (see usesDocCards() in ./index.ts).
module.exports = function versionDocsLoader(source) {
  const props = JSON.parse(source);
  for (const doc of Object.values(props.version?.docs ?? {})) {
    delete doc.description;
  }
  return JSON.stringify(props);
};
