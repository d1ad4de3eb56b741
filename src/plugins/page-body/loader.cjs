// The client build's last loader for doc pages (./index.ts): a page's own
// request becomes its head module, `?sx-body` passes through as compiled.
/* eslint-disable-next-line @typescript-eslint/no-require-imports -- a loader is CommonJS: the bundler requires it */
const path = require('node:path');
/* eslint-disable-next-line @typescript-eslint/no-require-imports -- a loader is CommonJS: the bundler requires it */
const {bodyChunkName, bodyQuery, headModule} = require('./split.cjs');

module.exports = function pageBodyLoader(source) {
  // A change to the split invalidates the bundler's persistent cache (it tracks the config's files, not these).
  this.addBuildDependency(__filename);
  this.addBuildDependency(require.resolve('./split.cjs'));
  if (new URLSearchParams(this.resourceQuery).has(bodyQuery)) {
    return source;
  }
  const {pageBodyModule} = this.getOptions();
  try {
    const relative = path.relative(this.rootContext, this.resourcePath).split(path.sep).join('/');
    return headModule(String(source), `${this.resourcePath}?${bodyQuery}`, pageBodyModule, bodyChunkName(relative));
  } catch (error) {
    this.emitWarning(new Error(`[page-body] ${this.resourcePath} stays whole: ${error.message}`));
    return source;
  }
};
