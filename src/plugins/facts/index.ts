/**
 * Local Docusaurus plugin: the facts as data, what changed, and the build's
 * checksums (issue 39).
 *
 * - loadContent: every version's facts (./facts.ts, from src/data and each
 *   release's versioned_data/ snapshot, ./load.ts) and the changes between
 *   them (./changes.ts). Each version's What Changed page gets its own list
 *   in `@generated/sx-facts/default/changes.json` (src/components/FactChanges):
 *   the current docs every change up to now, a release the list it froze on
 *   release day (versioned_data/version-<v>/changes.json).
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
import {changesByVersion, type ChangesData, type FactChange, type VersionFacts} from './changes';
import {factsJson} from './facts';
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
      const versions = versionFacts(context.siteDir, await allSources(context.siteDir), schemaUrl);
      const byVersion = changesByVersion(versions, pages, (v) => frozenChanges(context.siteDir, v));
      return {versions, changes: byVersion.current?.changes ?? [], byVersion};
    },

    async contentLoaded({content, actions}) {
      await actions.createData('changes.json', JSON.stringify(content.byVersion));
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
