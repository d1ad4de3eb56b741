/**
 * Local Docusaurus plugin: after the build, reads the built pages,
 * splits them into sections, indexes them and writes, as static content-hashed
 * JSON files: the index (search/index.<hash>.json), the sections' text for the
 * result snippets in parts of about 500 characters (search/text-<n>.<hash>.json)
 * and whole per page (search/page-<n>.<hash>.json, for tools and tests), and
 * a small search/manifest.json naming the index. The dialog fetches the
 * manifest and the index on first open and the text parts of the first results
 * shown; nothing is added to a page's first load and nothing
 * leaves the site.
 */
import {createHash} from 'node:crypto';
import {existsSync, mkdirSync, writeFileSync} from 'node:fs';
import {mkdir, readFile, rm, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {pages} from '../../data/pages';
import {searchAsks} from '../../data/search-asks';
import {equivalents, synonyms} from '../../data/synonyms';
import {
  buildPayload,
  partNumber,
  type SearchManifest,
  type SearchPage,
  type SearchSection,
} from '../../lib/search/engine';
import {htmlFileFor} from '../builtPages';
import {extractSections} from './extract';
import {trimmedMiniSearch} from './trim-minisearch';

/** Folder of the build that holds the index; the dialog reads it from baseUrl + this. */
export const searchDir = 'search';
/** webpackChunkName of the lazy dialog (src/theme/SearchBar). */
export const dialogChunkName = 'search-dialog';

interface ChunkLike {
  name?: string | null;
  canBeInitial?: () => boolean;
}

/** Folder (under searchDir) of the released versions' indexes: search/v/<version>/. */
export const versionDir = 'v';

/** Indexes the built pages of `list` and writes the index, text files and manifest to `dir`. */
async function writeIndex(
  outDir: string,
  dir: string,
  list: readonly {path: string; label: string}[],
  baseUrl: string,
  asks: Readonly<Record<string, readonly string[]>> = {},
): Promise<void> {
  const searchPages: SearchPage[] = [];
  const sections: SearchSection[] = [];
  for (const page of list) {
    const html = await readFile(htmlFileFor(outDir, page.path), 'utf8');
    const found = extractSections(html, searchPages.length, page.label, page.path, baseUrl);
    if (found.length === 0) {
      throw new Error(`[search-index] ${page.path} has no .theme-doc-markdown content to index`);
    }
    searchPages.push({title: found[0]?.heading ?? page.label, path: page.path});
    sections.push(...found);
  }
  withAsks(sections, searchPages, asks);
  const hash = (json: string): string => createHash('sha256').update(json).digest('hex').slice(0, 10);
  const textFiles = new Map<string, string>();
  // One hash of all the text for every page file, as for the parts: the index names them in a few bytes.
  const textHash = hash(JSON.stringify(sections.map((s) => s.text)));
  const payload = buildPayload(
    searchPages,
    sections,
    {
      pages: (texts) => {
        const template = `page-${partNumber}.${textHash}.json`;
        texts.forEach((t, i) => textFiles.set(template.replace(partNumber, String(i)), JSON.stringify(t)));
        return template;
      },
      parts: (parts) => {
        // One hash for all parts (of all their text), so the index names them in a few bytes.
        const template = `text-${partNumber}.${hash(JSON.stringify(parts))}.json`;
        parts.forEach((part, n) => textFiles.set(template.replace(partNumber, String(n)), JSON.stringify(part)));
        return template;
      },
    },
    synonyms,
    equivalents,
  );
  const json = JSON.stringify(payload);
  await mkdir(dir, {recursive: true});
  const indexFile = `index.${hash(json)}.json`;
  const manifest: SearchManifest = {index: indexFile};
  await writeFile(path.join(dir, indexFile), json);
  for (const [name, text] of textFiles) {
    await writeFile(path.join(dir, name), text);
  }
  await writeFile(path.join(dir, 'manifest.json'), JSON.stringify(manifest));
  console.log(
    `[search-index] ${sections.length} sections from ${searchPages.length} pages → ` +
      `${path.relative(outDir, dir)}/${indexFile} (${(json.length / 1024).toFixed(1)} KiB) and ${textFiles.size} text files (parts and whole pages)`,
  );
}

/** Gives each section its readers' questions (src/data/search-asks.ts); a key that names no section fails the build. */
export function withAsks(
  sections: SearchSection[],
  searchPages: readonly SearchPage[],
  asks: Readonly<Record<string, readonly string[]>>,
): void {
  const keyOf = (s: SearchSection): string => `${searchPages[s.page]!.path}${s.anchor ? `#${s.anchor}` : ''}`;
  const keys = new Set(sections.map(keyOf));
  const unknown = Object.keys(asks).filter((k) => !keys.has(k));
  if (unknown.length) {
    throw new Error(
      `[search-index] src/data/search-asks.ts names sections the pages do not have: ${unknown.join(', ')}. ` +
        "Use the section's route#anchor as built (a page's introduction: the route alone).",
    );
  }
  sections.forEach((s, i) => {
    const own = asks[keyOf(s)];
    if (own) {
      sections[i] = {...s, asks: own.join('. ')};
    }
  });
}

export default function searchIndexPlugin(context: LoadContext): Plugin {
  return {
    name: 'search-index',
    // Docusaurus puts all CSS into one stylesheet that every page loads. Keep the
    // dialog's CSS in its own file instead, loaded with the dialog's chunk, so
    // search adds no CSS to a page's first load either.
    configureWebpack(config, isServer) {
      const splitChunks = isServer ? undefined : config.optimization?.splitChunks;
      const styles = splitChunks ? splitChunks.cacheGroups?.styles : undefined;
      if (styles && typeof styles === 'object' && !(styles instanceof RegExp)) {
        styles.chunks = (chunk: ChunkLike) => chunk.name !== dialogChunkName;
      }
      // And MiniSearch in the dialog's chunk rather than a vendors chunk of its own (webpack's default group,
      // as webpack defines it, but for that chunk): one file instead of two, about 0.5 KiB less gzip.
      if (splitChunks && splitChunks.cacheGroups && splitChunks.cacheGroups.defaultVendors === undefined) {
        splitChunks.cacheGroups.defaultVendors = {
          idHint: 'vendors',
          reuseExistingChunk: true,
          test: /[\\/]node_modules[\\/]/i,
          priority: -10,
          chunks: (chunk: ChunkLike) => !chunk.canBeInitial?.() && chunk.name !== dialogChunkName,
        };
      }
      if (isServer) {
        return {};
      }
      // The browser's MiniSearch without the methods the dialog never calls (trim-minisearch.ts).
      const trimmed = path.join(context.generatedFilesDir, 'search-index', 'minisearch.mjs');
      mkdirSync(path.dirname(trimmed), {recursive: true});
      writeFileSync(trimmed, trimmedMiniSearch());
      return {resolve: {alias: {minisearch$: trimmed}}};
    },
    async postBuild({outDir, routesPaths, baseUrl}) {
      const dir = path.join(outDir, searchDir);
      await rm(dir, {recursive: true, force: true});
      await writeIndex(
        outDir,
        dir,
        pages.map((p) => ({path: p.path, label: p.label})),
        baseUrl,
        searchAsks,
      );
      // Each released version (npm run release) gets its own index, of its own frozen pages,
      // at search/v/<version>/: searching while reading /<version>/ finds that version's sections.
      const versionsFile = path.join(context.siteDir, 'versions.json');
      const versions: string[] = existsSync(versionsFile) ? JSON.parse(await readFile(versionsFile, 'utf8')) : [];
      const routes = routesPaths.map((r) => `/${r.slice(baseUrl.length)}`);
      for (const version of versions) {
        const order = (r: string): number => {
          const i = pages.findIndex((p) => `/${version}${p.path === '/' ? '' : p.path}` === r.replace(/\/$/, ''));
          return i < 0 ? pages.length : i;
        };
        const own = [
          ...new Set(routes.filter((r) => r === `/${version}` || r === `/${version}/` || r.startsWith(`/${version}/`))),
        ]
          .map((r) => r.replace(/(.)\/$/, '$1'))
          .filter((r, i, all) => all.indexOf(r) === i && !r.endsWith('/404'))
          .sort((a, b) => order(a) - order(b));
        await writeIndex(
          outDir,
          path.join(dir, versionDir, version),
          own.map((r) => ({path: r, label: r})),
          baseUrl,
        );
      }
    },
  };
}
