// The docs plugin's global data as main.js carries it while no version is released
// (./index.ts): each version's doc list keeps its main doc only. The list (id, path,
// sidebar of every doc) is read by the version menu and banner, to find the page in
// another version, and by navbar items of type `doc`; this site has neither before a release.
module.exports = function globalDataLoader(source) {
  const data = JSON.parse(source);
  for (const instance of Object.values(data['docusaurus-plugin-content-docs'] ?? {})) {
    for (const version of instance.versions ?? []) {
      version.docs = (version.docs ?? []).filter((doc) => doc.id === version.mainDocId);
    }
  }
  return JSON.stringify(data);
};
