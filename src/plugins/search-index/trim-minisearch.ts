/**
 * MiniSearch for the dialog without the methods it never calls. The dialog
 * only loads a built index (`MiniSearch.loadJS`) and searches it; adding,
 * removing and replacing documents, vacuuming, suggestions and serialising
 * are build-time or not used, yet a class's methods are never tree-shaken.
 * The plugin aliases `minisearch` in the browser build to the library's own
 * ES file less those methods (bench/SEARCH.md gives the bytes saved); the build
 * in Node and the unit tests use the library as installed. A loaded index's
 * engine is typed without those methods (`LoadedEngine`, src/lib/search/engine.ts),
 * so the dialog's code cannot call one.
 *
 * The cut fails the build, naming the file, when a listed method is no longer
 * in MiniSearch's class or the code that stays still calls one of them (a
 * library update that moved them): there is no silent fallback.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {parse} from 'acorn';

/** The methods of the MiniSearch class the dialog never reaches (neither it nor loadJS or search call them). */
export const unusedMethods = [
  'add',
  'addAll',
  'addAllAsync',
  'remove',
  'removeAll',
  'discard',
  'discardAll',
  'maybeAutoVacuum',
  'replace',
  'vacuum',
  'conditionalVacuum',
  'performVacuuming',
  'vacuumConditionsMet',
  'isVacuuming',
  'dirtFactor',
  'dirtCount',
  'autoSuggest',
  'loadJSON',
  'loadJSONAsync',
  'loadJSAsync',
  'toJSON',
  'addDocumentId',
  'addFieldLength',
  'removeFieldLength',
  'saveStoredFields',
  'getStoredFields',
  'termCount',
  'addTerm',
] as const;

/** The installed MiniSearch's ES module (what `import MiniSearch from 'minisearch'` bundles), beside its CommonJS one. */
export const miniSearchFile = (): string =>
  path.join(path.dirname(require.resolve('minisearch')), '..', 'es', 'index.js');

interface Node {
  readonly type: string;
  readonly start: number;
  readonly end: number;
  readonly id?: {readonly name: string};
  readonly key?: {readonly name?: string};
  readonly body?: Node | readonly Node[];
}

/** Every property name read with a dot (`x.name`, `this.name`) anywhere in an AST. */
function memberNames(root: unknown): Set<string> {
  const names = new Set<string>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      node.forEach(visit);
    } else if (node && typeof node === 'object') {
      const n = node as {type?: string; computed?: boolean; property?: {name?: string}};
      if (n.type === 'MemberExpression' && !n.computed && n.property?.name) {
        names.add(n.property.name);
      }
      Object.values(node).forEach(visit);
    }
  };
  visit(root);
  return names;
}

/** `source` (MiniSearch's ES module) without the class's methods named in `drop`; `file` names it in errors. */
export function trimMiniSearch(source: string, drop: readonly string[] = unusedMethods, file = 'minisearch'): string {
  const program = parse(source, {ecmaVersion: 'latest', sourceType: 'module'}) as unknown as Node;
  const declaration = (program.body as readonly Node[]).find(
    (n) => n.type === 'ClassDeclaration' && n.id?.name === 'MiniSearch',
  );
  const members = (declaration?.body as Node | undefined)?.body as readonly Node[] | undefined;
  if (!members) {
    throw new Error(
      `[search-index] ${file} declares no class MiniSearch: update src/plugins/search-index/trim-minisearch.ts`,
    );
  }
  const cuts = members.filter((m) => m.key?.name !== undefined && drop.includes(m.key.name));
  const missing = drop.filter((name) => !cuts.some((m) => m.key?.name === name));
  if (missing.length) {
    throw new Error(`[search-index] ${file}'s MiniSearch has no method ${missing.join(', ')}: update unusedMethods`);
  }
  let out = source;
  for (const m of [...cuts].sort((a, b) => b.start - a.start)) {
    out = out.slice(0, m.start) + out.slice(m.end);
  }
  const used = memberNames(parse(out, {ecmaVersion: 'latest', sourceType: 'module'}));
  const called = drop.filter((name) => used.has(name));
  if (called.length) {
    throw new Error(`[search-index] ${file}'s kept code still calls ${called.join(', ')}: keep it (unusedMethods)`);
  }
  return out;
}

/** Reads the installed MiniSearch, trims it and returns the trimmed module's text. */
export const trimmedMiniSearch = (): string => {
  const file = miniSearchFile();
  return trimMiniSearch(readFileSync(file, 'utf8'), unusedMethods, file);
};
