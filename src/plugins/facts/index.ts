/**
 * Local Docusaurus plugin: the facts as data, what changed, and the build's
 * checksums (issue 39).
 *
 * - loadContent: every version's facts (./facts.ts, from src/data and each
 *   release's versioned_data/ snapshot, ./load.ts) and the changes between
 *   them (./changes.ts), handed to the What Changed page as
 *   `@generated/sx-facts/default/changes.json` (src/components/FactChanges).
 * - postBuild: /facts.json and /<version>/facts.json with /facts.schema.json,
 *   /changes.atom (./atom.ts), and, once every other plugin has finished,
 *   /integrity.json (./integrity.ts) over the Markdown twins, the PDF, the
 *   facts and official-links.json.
 */
import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, LoadedPlugin, Plugin} from '@docusaurus/types';
import {pages} from '../../data/pages';
import {brand} from '../../data/ui';
import {atomFeed} from './atom';
import {factChanges, type FactChange, type VersionFacts} from './changes';
import {factsJson, factsOf} from './facts';
import {integrityOf} from './integrity';
import {changesPageKey, factsFiles} from './files';
import {allSources, commitOf, versionDate} from './load';
import {factsSchema} from './schema';

/** What the What Changed page reads: the versions, oldest first, and the changes, newest first. */
export interface ChangesData {
  readonly versions: readonly string[];
  readonly changes: readonly FactChange[];
}

interface Content {
  readonly versions: readonly VersionFacts[];
  readonly changes: readonly FactChange[];
}

const siteRootOf = (context: LoadContext): string => new URL(context.siteConfig.baseUrl, context.siteConfig.url).href;

/**
 * Resolves once the postBuild of every plugin after `self` in `plugins` has
 * settled. The core calls all postBuild hooks at once (Promise.all over
 * props.plugins in @docusaurus/core's build, buildLocale.js), so being last in
 * the list would not make integrity.json last: the Markdown twins (llms-txt),
 * official-links.json (security-headers) and the PDF (whitepaper-pdf) may
 * still be being written. Called synchronously from this plugin's postBuild,
 * registered before those plugins, it wraps their hooks before the core calls
 * them, and fails the build, saying why, if the core stopped calling them.
 */
function laterPostBuilds(self: string, plugins: readonly LoadedPlugin[]): () => Promise<void> {
  const at = plugins.findIndex((p) => p.name === self);
  const later = plugins.slice(at + 1).filter((p) => p.postBuild);
  const started: Promise<unknown>[] = [];
  for (const plugin of later) {
    const own = plugin.postBuild!;
    plugin.postBuild = (props) => {
      const run = Promise.resolve(own.call(plugin, props));
      started.push(run);
      return run;
    };
  }
  return async () => {
    await new Promise((resolve) => setImmediate(resolve));
    if (started.length !== later.length) {
      throw new Error(
        `[${self}] the postBuild hooks of ${later.map((p) => p.name).join(', ')} were not called alongside this ` +
          "plugin's: Docusaurus no longer runs them at once, so integrity.json cannot wait for them this way. " +
          'Register src/plugins/facts last in docusaurus.config.ts and remove laterPostBuilds().',
      );
    }
    await Promise.all(started);
  };
}

export default function factsPlugin(context: LoadContext): Plugin<Content> {
  const name = 'sx-facts';
  return {
    name,

    async loadContent() {
      const schemaUrl = new URL(factsFiles.schema, siteRootOf(context)).href;
      const versions = (await allSources(context.siteDir)).map((s) => ({
        version: s.version,
        facts: factsOf(s, schemaUrl),
        ...(versionDate(context.siteDir, s.version) ? {date: versionDate(context.siteDir, s.version)} : {}),
      }));
      return {versions, changes: factChanges(versions, pages)};
    },

    async contentLoaded({content, actions}) {
      const data: ChangesData = {versions: content.versions.map((v) => v.version), changes: content.changes};
      await actions.createData('changes.json', JSON.stringify(data));
    },

    postBuild({outDir, content, plugins}) {
      // Synchronously, before the core calls the plugins after this one.
      const othersDone = laterPostBuilds(name, plugins);
      const write = async (rel: string, text: string): Promise<void> => {
        await mkdir(path.dirname(path.join(outDir, rel)), {recursive: true});
        await writeFile(path.join(outDir, rel), text);
      };
      return (async () => {
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
        await othersDone();
        const integrity = await integrityOf(outDir, commitOf(context.siteDir));
        await write(factsFiles.integrity, `${JSON.stringify(integrity, null, 2)}\n`);
        console.log(
          `[${name}] facts.json (${content.versions.length} version(s)), ${factsFiles.feed} ` +
            `(${content.changes.length} change(s)), integrity.json (${Object.keys(integrity.files).length} files)`,
        );
      })();
    },
  };
}
