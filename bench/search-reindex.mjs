/**
 * Rewrites a build's search files (build/search) from its built pages, as the
 * search-index plugin's postBuild does, without building the site again: for
 * changes to the index side (src/lib/search, src/data/synonyms.ts, the
 * plugin's extraction) on a shared machine where a full build takes minutes.
 * Released versions are skipped (their routes come from the build's route list).
 *
 *   node --import tsx bench/search-reindex.mjs [--build build]
 */
import path from 'node:path';
import * as searchIndex from '../src/plugins/search-index/index.ts';

const args = process.argv.slice(2);
const i = args.indexOf('--build');
const outDir = path.resolve(i >= 0 && args[i + 1] ? args[i + 1] : 'build');
// tsx may hand the TypeScript module's default export over wrapped once more.
const searchIndexPlugin = searchIndex.default.default ?? searchIndex.default;
const plugin = searchIndexPlugin({siteDir: path.resolve('.')});
await plugin.postBuild({outDir, routesPaths: [], baseUrl: process.env.BASE_URL ?? '/'});
