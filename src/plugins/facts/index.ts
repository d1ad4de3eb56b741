/**
 * Local Docusaurus plugin: the facts as data, what changed, and the build's
 * checksums (issue 39).
 *
 * - loadContent: every version's facts (./facts.ts, from src/data and each
 *   release's versioned_data/ snapshot, ./load.ts) and the changes between
 *   them (./changes.ts). Each version's What Changed page gets its own list
 *   as `@sx/fact-changes` (src/components/FactChanges):
 *   the current docs every change up to now, a release the list it froze on
 *   release day (versioned_data/version-<v>/changes.json).
 * - postBuild: /facts.json and /<version>/facts.json with /facts.schema.json,
 *   /changes.atom (./atom.ts), and, once the plugins that write the other
 *   listed files have (builtFilesWritten, ../builtPages.ts; this plugin is
 *   registered after them), /integrity.json (./integrity.ts) over the
 *   Markdown twins, the PDF, the facts and official-links.json.
 */
import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {pages} from '../../data/pages';
import {brand} from '../../data/ui';
import {atomFeed} from './atom';
import {changesByVersion, type ChangesData, type FactChange, type VersionFacts} from './changes';
import {factsJson} from './facts';
import {builtFilesWritten} from '../builtPages';
import {integrityOf} from './integrity';
import {changesPageKey, factsFiles} from './files';
import {allSources, commitOf, frozenChanges, versionDate, versionFacts} from './load';
import {factsSchema} from './schema';

/** What the What Changed page of each version ("current", "1.0"…) lists. */
export type ChangesByVersion = Readonly<Record<string, ChangesData>>;

interface Content {
  readonly versions: readonly VersionFacts[];
  /** Every change up to the current docs: /changes and the feed. */
  readonly changes: readonly FactChange[];
  readonly byVersion: ChangesByVersion;
}

const siteRootOf = (context: LoadContext): string => new URL(context.siteConfig.baseUrl, context.siteConfig.url).href;

export default function factsPlugin(context: LoadContext): Plugin<Content> {
  const name = 'sx-facts';
  let changesFile = '';
  return {
    name,

    async loadContent() {
      const schemaUrl = new URL(factsFiles.schema, siteRootOf(context)).href;
      const versions = versionFacts(context.siteDir, await allSources(context.siteDir), schemaUrl);
      const byVersion = changesByVersion(versions, pages, (v) => frozenChanges(context.siteDir, v));
      return {versions, changes: byVersion.current?.changes ?? [], byVersion};
    },

    async contentLoaded({content, actions}) {
      changesFile = await actions.createData('changes.json', JSON.stringify(content.byVersion));
    },

    configureWebpack() {
      // The page imports the data by this name, wherever the core wrote it.
      return {resolve: {alias: {'@sx/fact-changes$': changesFile}}};
    },

    async postBuild({outDir, content}) {
      const write = async (rel: string, text: string): Promise<void> => {
        await mkdir(path.dirname(path.join(outDir, rel)), {recursive: true});
        await writeFile(path.join(outDir, rel), text);
      };
      const siteRoot = siteRootOf(context);
      await write(
        factsFiles.schema,
        `${JSON.stringify(factsSchema(new URL(factsFiles.schema, siteRoot).href), null, 2)}\n`,
      );
      for (const v of content.versions) {
        await write(
          v.version === 'current' ? factsFiles.facts : `${v.version}/${factsFiles.facts}`,
          factsJson(v.facts),
        );
      }
      const page = pages.find((p) => p.key === changesPageKey);
      await write(
        factsFiles.feed,
        atomFeed(content.changes, {
          siteRoot,
          title: `${brand.docsTitle}: what changed`,
          author: brand.name,
          pagePath: page?.path ?? '/',
          file: factsFiles.feed,
          // No git date (a build outside git): the build's time.
          fallbackDate: versionDate(context.siteDir, 'current') ?? new Date().toISOString(),
        }),
      );
      await builtFilesWritten();
      const integrity = await integrityOf(outDir, commitOf(context.siteDir));
      await write(factsFiles.integrity, `${JSON.stringify(integrity, null, 2)}\n`);
      console.log(
        `[${name}] facts.json (${content.versions.length} version(s)), ${factsFiles.feed} ` +
          `(${content.changes.length} change(s)), integrity.json (${Object.keys(integrity.files).length} files)`,
      );
    },
  };
}
