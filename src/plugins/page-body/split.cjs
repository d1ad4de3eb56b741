/**
 * A doc page's compiled MDX split in two (see ./index.ts):
 * - the head: the page's named exports (front matter, table of contents,
 *   metadata, a release's siteData), which the page frame renders from, and
 *   the imports they use;
 * - the body: the module as compiled (`<file>?sx-body`), its default export
 *   the page's content, imported by the head through src/lib/client/pageBody.
 */
/* eslint-disable-next-line @typescript-eslint/no-require-imports -- a loader is CommonJS: the bundler requires it */
const {parse} = require('acorn');

const bodyQuery = 'sx-body';

/** Every identifier name under an AST node (over-inclusive: property keys too). */
function identifiers(node, names = new Set()) {
  if (Array.isArray(node)) {
    for (const child of node) identifiers(child, names);
  } else if (node && typeof node === 'object') {
    if (node.type === 'Identifier') names.add(node.name);
    for (const [key, value] of Object.entries(node)) {
      if (key !== 'type' && key !== 'start' && key !== 'end' && value && typeof value === 'object') {
        identifiers(value, names);
      }
    }
  }
  return names;
}

/** An import declaration cut down to the bindings in `used`, or '' when none is. */
function importOf(source, node, used) {
  const specifiers = node.specifiers.filter((s) => used.has(s.local.name));
  if (specifiers.length === 0) return '';
  if (specifiers.length === node.specifiers.length) return source.slice(node.start, node.end);
  const from = source.slice(node.source.start, node.source.end);
  const parts = [];
  const named = [];
  for (const s of specifiers) {
    if (s.type === 'ImportDefaultSpecifier') parts.push(s.local.name);
    else if (s.type === 'ImportNamespaceSpecifier') parts.push(`* as ${s.local.name}`);
    else named.push(`${source.slice(s.imported.start, s.imported.end)} as ${s.local.name}`);
  }
  if (named.length > 0) parts.push(`{${named.join(', ')}}`);
  return `import ${parts.join(', ')} from ${from};`;
}

/**
 * The head module of a compiled MDX page: its named exports and the imports
 * they read, and a default export that waits for the body (pageBody).
 * Throws when an export reads a top-level binding it cannot take along.
 */
function headModule(source, bodyRequest, pageBodyModule, chunkName) {
  const ast = parse(source, {ecmaVersion: 'latest', sourceType: 'module'});
  const kept = [];
  const used = new Set();
  const imported = new Set();
  const declared = new Set();
  for (const node of ast.body) {
    if (node.type === 'ImportDeclaration') {
      for (const s of node.specifiers) imported.add(s.local.name);
    } else if (node.type === 'ExportAllDeclaration') {
      kept.push(node);
    } else if (node.type === 'ExportNamedDeclaration' && node.declaration?.type !== 'FunctionDeclaration') {
      kept.push(node);
      if (node.declaration) {
        identifiers(node.declaration, used);
        for (const d of node.declaration.declarations ?? []) identifiers(d.id, declared);
      } else if (!node.source) {
        identifiers(
          node.specifiers.map((s) => s.local),
          used,
        );
      }
    } else if (node.type === 'FunctionDeclaration' || node.type === 'VariableDeclaration') {
      for (const name of identifiers(node.id ?? node.declarations.map((d) => d.id))) declared.add(name);
    }
  }
  // A name an export reads that is neither imported nor exported alongside (e.g. a local function).
  const topLevel = [...used].filter((name) => !imported.has(name) && declared.has(name));
  const exportedHere = new Set(
    kept.flatMap((n) => [...identifiers(n.declaration?.declarations?.map((d) => d.id) ?? [])]),
  );
  const missing = topLevel.filter((name) => !exportedHere.has(name));
  if (missing.length > 0) {
    throw new Error(`its exports read ${missing.join(', ')}, which the head cannot take along`);
  }
  const imports = ast.body
    .filter((node) => node.type === 'ImportDeclaration')
    .map((node) => importOf(source, node, used))
    .filter(Boolean);
  return [
    ...imports,
    ...kept.map((node) => source.slice(node.start, node.end)),
    `import {pageBody as __sxPageBody} from ${JSON.stringify(pageBodyModule)};`,
    `export default await __sxPageBody(() => import(/* webpackChunkName: ${JSON.stringify(chunkName)} */ ${JSON.stringify(bodyRequest)}));`,
    '',
  ].join('\n');
}

/** The body's chunk name, from the file's path in the site: docs/roadmap.mdx → body-docs-roadmap-mdx. */
function bodyChunkName(relativePath) {
  return `body-${relativePath.replace(/[^A-Za-z0-9]+/g, '-')}`;
}

module.exports = {bodyChunkName, bodyQuery, headModule};
