// The browser's copy of @generated/registry (./index.ts): each entry
// `[load, "@site/<source>", weak id]` without its module's path, which only the
// server render reads (react-loadable reports it there); in main.js every doc
// page paid for it on every first load. An entry left whole stops the build.
module.exports = function registryLoader(source) {
  const entry = /^(\s*"[^"]+": \[\(\) => import\([^)]*\)), "[^"]+", (require\.resolveWeak\()/gm;
  const out = source.replace(entry, '$1, 0, $2');
  const left = out.split('\n').filter((line) => /^\s*"[^"]+": \[\(\) => import\(.*\), "/.test(line));
  if (out === source || left.length > 0) {
    throw new Error(
      `[patches] "server HTML kept at load": ${this.resourcePath} no longer has entries ` +
        '`"<chunk>": [() => import(…), "@site/<source>", require.resolveWeak(…)]`: update src/plugins/staged-start/registry-loader.js',
    );
  }
  return out;
};
