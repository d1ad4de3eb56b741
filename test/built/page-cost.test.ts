/**
 * What a doc page puts into every reader's first load. The scripts every page
 * runs at load (main.js and its runtime) hold a few records per doc page (its
 * route, its chunk, its sidebar section, its entry in the docs' global data);
 * a page a writer adds adds the same records again. This test finds each doc
 * page's records in the built scripts (any object, array or map entry that
 * names the page's route, source file, doc id or chunk, also inside the JSON
 * the bundler inlines) and gzips them together, the way they compress in
 * main.js: the bytes per page must stay within `firstLoad.jsKiBPerPage` of
 * bench/budgets.json. More pages pass; more data per page (its headings, its
 * description, the page list) fails. bench/page-growth.mjs measures the same
 * growth by building with extra pages.
 *
 * A byte budget: skipped for a build without patches (SX_STOCK=1).
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import test from 'node:test';
import {gzipSync} from 'node:zlib';
import {parse} from 'acorn';
import budgets from '../../bench/budgets.json';
import {pages} from '../../src/data/pages';
import {readH2Headings} from '../../src/lib/docHeadings';
import {buildDir, builtFiles} from './files';

interface AstNode {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

/** The scripts a doc page runs at load: those its HTML names (the loader's list or script tags). */
function loadScripts(): {name: string; text: string}[] {
  const html = readFileSync(path.join(buildDir, 'tokenomics.html'), 'utf8');
  const names = [...new Set([...html.matchAll(/\/assets\/js\/([\w~.-]+\.js)/g)].map((m) => m[1]!))];
  return names.map((name) => ({name, text: readFileSync(path.join(buildDir, 'assets', 'js', name), 'utf8')}));
}

const isNode = (v: unknown): v is AstNode =>
  typeof v === 'object' && v !== null && typeof (v as AstNode).type === 'string';

/** Every node of `node` with its ancestors, depth first. */
function walk(node: AstNode, visit: (node: AstNode, ancestors: AstNode[]) => void, ancestors: AstNode[] = []): void {
  visit(node, ancestors);
  const inner = [...ancestors, node];
  for (const value of Object.values(node)) {
    for (const child of Array.isArray(value) ? value : [value]) {
      if (isNode(child)) walk(child, visit, inner);
    }
  }
}

/** A piece of the scripts: a JS object or array (its source text), or a JSON value inlined as a string. */
interface Piece {
  /** The strings and keys it holds at its own level. */
  readonly words: readonly string[];
  readonly text: string;
}

const literalText = (node: AstNode): string | undefined =>
  node.type === 'Literal' && (typeof node.value === 'string' || typeof node.value === 'number')
    ? String(node.value)
    : node.type === 'Identifier'
      ? String(node.name)
      : undefined;

/** More entries than a record has: an object with more is a map (a chunk table, a JSON map keyed by route). */
const mapSize = 8;

/**
 * The records of the scripts: each object and array literal, and each entry
 * of a map, with the words it holds; the same for the JSON the bundler
 * inlines as strings.
 */
function records(source: string): Piece[] {
  const out: Piece[] = [];
  const fromJson = (value: unknown): void => {
    if (Array.isArray(value)) {
      out.push({words: value.filter((v) => typeof v === 'string'), text: JSON.stringify(value)});
      value.forEach(fromJson);
    } else if (typeof value === 'object' && value !== null) {
      const entries = Object.entries(value);
      if (entries.length > mapSize) {
        for (const [k, v] of entries)
          out.push({words: typeof v === 'string' ? [k, v] : [k], text: JSON.stringify({[k]: v})});
      } else {
        out.push({
          words: entries.flatMap(([k, v]) => (typeof v === 'string' ? [k, v] : [k])),
          text: JSON.stringify(value),
        });
      }
      entries.forEach(([, v]) => fromJson(v));
    }
  };
  const ast = parse(source, {ecmaVersion: 'latest', sourceType: 'script'}) as unknown as AstNode;
  walk(ast, (node) => {
    if (node.type === 'Literal' && typeof node.value === 'string' && /^[[{]/.test(node.value)) {
      try {
        fromJson(JSON.parse(node.value));
      } catch {
        // Not JSON.
      }
    }
    if (node.type === 'ObjectExpression' || node.type === 'ArrayExpression') {
      const parts = ((node.properties ?? node.elements) as (AstNode | null)[]).filter(isNode);
      if (node.type === 'ObjectExpression' && parts.length > mapSize) {
        for (const p of parts) {
          const key = literalText(p.key as AstNode);
          const value = literalText(p.value as AstNode);
          out.push({words: [key, value].filter((w) => w !== undefined), text: source.slice(p.start, p.end)});
        }
        return;
      }
      const words = parts.flatMap((p) =>
        p.type === 'Property'
          ? [literalText(p.key as AstNode), literalText(p.value as AstNode)]
          : p.type === 'Literal'
            ? [literalText(p)]
            : [],
      );
      out.push({words: words.filter((w) => w !== undefined), text: source.slice(node.start, node.end)});
    }
  });
  return out;
}

/**
 * A page's records: those naming its route (or a heading of it, or its route
 * key "<path>-<hash>"), its source file or doc id; then, with `chunks`, those
 * naming the chunks only this page's records name (its content chunk: the
 * registry's and the runtime's entries), and the runtime's for their ids.
 */
function pageRecords(
  all: readonly Piece[],
  page: {id: string; path: string},
  chunks?: (name: string) => boolean,
): Piece[] {
  const names = new Set([page.path, page.id, `@site/docs/${page.id}.mdx`]);
  const ofPage = (w: string) =>
    names.has(w) || w.startsWith(`${page.path}#`) || new RegExp(`^${page.path}-[0-9a-f]{3}$`).test(w);
  const found = new Set(all.filter((piece) => piece.words.some(ofPage)));
  if (chunks) {
    const own = [...found].flatMap((p) => chunkNames(p.text)).filter(chunks);
    const ofChunk = all.filter((piece) => !found.has(piece) && piece.words.some((w) => own.includes(w)));
    // The runtime maps a chunk name to an id, and the id to the file's hash.
    const ids = ofChunk
      .filter((p) => p.words.length === 2 && p.words.some((w) => own.includes(w)))
      .flatMap((p) => p.words.filter((w) => /^\d+$/.test(w)));
    for (const piece of [...ofChunk, ...all.filter((p) => p.words.some((w) => ids.includes(w)))]) found.add(piece);
  }
  // A record inside another found record is counted with it.
  const texts = [...found].map((p) => p.text);
  return [...found].filter((p) => !texts.some((t) => t !== p.text && t.length > p.text.length && t.includes(p.text)));
}

/** The chunk names (8 hex digits) a record holds. */
const chunkNames = (text: string): string[] => [...text.matchAll(/"([0-9a-f]{8})"/g)].map((m) => m[1]!);

const stock = process.env.SX_STOCK === '1';
const docPages = pages.filter((p) => p.path !== '/');

test('a doc page adds at most firstLoad.jsKiBPerPage to the scripts every page loads', {skip: stock}, () => {
  const pieces = loadScripts().flatMap((s) => records(s.text));
  // A chunk name in the records of more than one page is shared (the doc page component), not the page's own.
  const named = docPages.flatMap((page) => [...new Set(pageRecords(pieces, page).flatMap((p) => chunkNames(p.text)))]);
  const own = (name: string) => named.indexOf(name) === named.lastIndexOf(name);
  const perPage = docPages.map((page) => ({page, text: pageRecords(pieces, page, own).map((p) => p.text)}));
  const unfound = perPage.filter((p) => p.text.length === 0).map((p) => p.page.path);
  assert.deepEqual(
    unfound,
    [],
    'no record of these routes found in main.js: the way the scripts hold routes changed; update this test',
  );
  // Gzipped together, as in main.js: the first page's records pay for what they share with the others.
  const gz = (texts: string[]) => gzipSync(texts.join(','), {level: 6}).length;
  const [first, ...rest] = perPage;
  const bytes = (gz(perPage.flatMap((p) => p.text)) - gz(first!.text)) / rest.length;
  const budget = budgets.firstLoad.jsKiBPerPage * 1024;
  const largest = [...perPage].sort((a, b) => b.text.join().length - a.text.join().length)[0]!;
  assert.ok(
    bytes <= budget,
    `each doc page puts ${bytes.toFixed(0)} bytes (gzip) into the scripts every page loads, over ${budget.toFixed(0)} ` +
      `(bench/budgets.json › firstLoad.jsKiBPerPage). Per-page data belongs in the page's own chunk or one loaded ` +
      `after the first load (bench/PERF.md › What every page costs). ${largest.page.path}'s records: ` +
      largest.text.map((t) => (t.length > 160 ? `${t.slice(0, 160)}…` : t)).join(' | '),
  );
});

test("the scripts every page loads hold no page's heading links", {skip: stock}, () => {
  const scripts = loadScripts();
  const found = pages.flatMap((page) =>
    readH2Headings(path.join(__dirname, '..', '..', 'docs', `${page.id}.mdx`))
      .map((h) => `${page.path}#${h.id}`)
      .filter((href) => scripts.some((s) => s.text.includes(`"${href}"`)))
      .map((href) => `${href} (${scripts.find((s) => s.text.includes(`"${href}"`))!.name})`),
  );
  assert.deepEqual(
    found,
    [],
    "the sidebar's links to a page's headings load after the first load (src/lib/client/sidebarAnchors.ts); " +
      'in main.js every page would pay for every page’s headings',
  );
});

test('no built page has a Suspense boundary streamed apart (an inline script reveals it later)', () => {
  // React streams a boundary that follows 12.8 KB of page apart from it, with an inline script, even
  // when nothing suspends: a sidebar section or the error screen's page list would show late.
  const streamed = builtFiles((rel) => rel.endsWith('.html'))
    .filter((file) => /<template id="?B:\d/.test(readFileSync(file, 'utf8')))
    .map((file) => path.relative(buildDir, file));
  assert.deepEqual(
    streamed,
    [],
    'keep <Suspense> out of what the server renders there (src/theme/DocSidebarItem/Category renders none in a section open at load)',
  );
});
