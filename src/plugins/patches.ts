/**
 * Every place where the site relies on a framework internal (a package's compiled file, a private export,
 * the shape of a generated file), in one list: what each relies on, why, and what it buys. The `patches`
 * plugin checks every target at build start and stops the build naming the file whose shape changed; there
 * is no fallback. The rules, the stock switch (SX_STOCK) and the measured gains: MAINTAINERS.md › Framework patches.
 */
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {coreClientFile, packageDir, themeFile} from './packageFiles';

export interface Patch {
  readonly name: string;
  /** The site plugin that applies it (src/plugins/<plugin>). */
  readonly plugin: 'lazy-prism' | 'slim-bundle' | 'page-change' | 'staged-start';
  /** The package file, export or shape it relies on. */
  readonly relies: string;
  readonly why: string;
  /** The patch it needs: switched off with it. */
  readonly needs?: string;
  /** The time it buys (start-up or page change), from a paired run of builds with and without it. */
  readonly time?: string;
  /** The library the framework ships that it stands in for in the browser build. */
  readonly replaces?: string;
  /** Why it stays though it buys under 2 KiB of first-load JS and no time, or replaces a library. */
  readonly reason?: string;
  /** The problems with its targets as they are installed, each naming a file (none: the patch applies). */
  readonly problems: () => string[];
  /**
   * The site's modules it puts in the framework's place from outside its plugin's folder (repository paths;
   * src/plugins/<plugin>/ is patch code whole): counted by scripts/patch-lines.ts.
   */
  readonly installs?: readonly string[];
}

/** bench/patch-gains.json, written by `node --import tsx bench/patch-gains.mjs --record`. */
export interface Gains {
  readonly date: string;
  readonly commit: string;
  /** The doc page measured. */
  readonly route: string;
  /** KiB gzip: first-load JS (what the page requests before load and hydration) and main.js, every patch on. */
  readonly withAll: {readonly firstLoadKiB: number; readonly mainKiB: number};
  readonly withNone?: {readonly firstLoadKiB: number; readonly mainKiB: number};
  /** Per patch name: what a build without it carries more (KiB gzip). */
  readonly withoutEach: Readonly<Record<string, {readonly firstLoadKiB: number; readonly mainKiB: number}>>;
}

/** The recorded figures (read when asked: a build does not need them). */
export const measuredGains = (): Gains =>
  JSON.parse(readFileSync(path.join(__dirname, '..', '..', 'bench', 'patch-gains.json'), 'utf8')) as Gains;

/** The error a build stops with when a patch's target changed. */
export class PatchTargetError extends Error {
  constructor(patch: string, problems: readonly string[]) {
    super(
      `[patches] "${patch}" relies on a framework file that changed:\n  - ${problems.join('\n  - ')}\n` +
        'Update the patch (src/plugins/patches.ts lists what it relies on), or build without patches: SX_STOCK=1.',
    );
    this.name = 'PatchTargetError';
  }
}

/** Throws a PatchTargetError for `patch` if there is any problem. */
export function assertTarget(patch: string, problems: readonly string[]): void {
  if (problems.length > 0) {
    throw new PatchTargetError(patch, problems);
  }
}

/**
 * `file` must exist and its text pass each test: a string it contains, or a
 * function that returns what is missing (or nothing).
 */
export function fileProblems(file: string, ...tests: (string | ((text: string) => string | undefined))[]): string[] {
  if (!existsSync(file)) {
    return [`${file} is gone`];
  }
  const text = readFileSync(file, 'utf8');
  return tests.flatMap((t) => {
    const missing = typeof t === 'string' ? (text.includes(t) ? undefined : `contains ${JSON.stringify(t)}`) : t(text);
    return missing ? [`${file} no longer ${missing}`] : [];
  });
}

/** The names a JS module exports (`export function|const|class name`, `export {a, b as c}`, `exports.name =`). */
export function exportsOf(text: string): string[] {
  const named = [...text.matchAll(/export\s+(?:async\s+)?(?:function|const|let|class)\s+(\w+)/g)].map((m) => m[1]!);
  const listed = [...text.matchAll(/export\s*\{([^}]*)\}/g)].flatMap((m) =>
    m[1]!.split(',').map((part) =>
      part
        .trim()
        .split(/\s+as\s+/)
        .pop()!,
    ),
  );
  const cjs = [...text.matchAll(/exports\.(\w+)\s*=/g)].map((m) => m[1]!);
  return [...new Set([...named, ...listed, ...cjs])].filter(Boolean).sort();
}

/** The names an import list (`a, b as c, type d`) takes, type-only ones left out. */
export const importedNames = (list: string): string[] =>
  list
    .split(',')
    .map((part) => part.trim().split(/\s+as\s+/)[0]!)
    .filter((name) => name && !name.startsWith('type '));

/** The compiled files of a folder a check reads; a folder that is gone stops the build (no check passes on nothing). */
function jsFiles(dir: string): string[] {
  if (!existsSync(dir)) {
    throw new Error(`[patches] ${dir} is gone: a check in src/plugins/patches.ts reads it`);
  }
  return readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('.js'))
    .map((file) => path.join(dir, file));
}

/** The framework's browser code that imports the library the browser build replaces (react-helmet-async). */
function frameworkClientFiles(): string[] {
  const docusaurus = path.dirname(packageDir('@docusaurus/core'));
  const packages = readdirSync(docusaurus).filter((name) => existsSync(path.join(docusaurus, name, 'lib')));
  return packages
    .flatMap((name) => jsFiles(path.join(docusaurus, name, 'lib')))
    .filter((file) => !path.basename(file).startsWith('server')); // the server render keeps the library
}

/**
 * Each name the framework's browser code imports from `module` that `provided`
 * lacks, naming the importing file. Type-only imports are left out.
 */
export function importsBeyond(files: readonly string[], module: string, provided: readonly string[]): string[] {
  const from = `from\\s*['"]${module.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}['"]`;
  const pattern = new RegExp(`(?:import|export)\\s+(?!type\\b)([\\w$]+)?\\s*,?\\s*(?:\\{([^}]*)\\})?\\s*${from}`, 'g');
  return files.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(pattern)].flatMap((m) => {
      const names = [...(m[1] ? ['default'] : []), ...importedNames(m[2] ?? '')];
      return names
        .filter((name) => !provided.includes(name))
        .map((name) => `${file} imports ${name} from ${module}, which the replacement does not provide`);
    }),
  );
}

/** The tslib helpers a package's compiled files use. */
export function tslibHelpersUsed(dir: string): string[] {
  const used = new Set<string>();
  for (const file of jsFiles(dir)) {
    for (const m of readFileSync(file, 'utf8').matchAll(/tslib_\d+\.(__\w+)/g)) {
      used.add(m[1]!);
    }
  }
  return [...used].sort();
}

const clientFile = (file: string) => path.join(__dirname, '..', 'lib', 'client', file);
const exportsOfFile = (file: string) => exportsOf(readFileSync(file, 'utf8'));

/** The theme components slim-bundle leaves out while the config shows none of them (slim-bundle › switchedOff). */
export const switchedOffComponents = {
  footer: themeFile('theme', 'Footer', 'index.js'),
  announcementBar: themeFile('theme', 'AnnouncementBar', 'index.js'),
  versionMenu: themeFile('theme', 'NavbarItem', 'DocsVersionDropdownNavbarItem.js'),
  contentVisibility: themeFile('theme', 'ContentVisibility', 'index.js'),
  tagsRow: themeFile('theme', 'TagsListInline', 'index.js'),
  versionBanner: themeFile('theme', 'DocVersionBanner', 'index.js'),
  versionBadge: themeFile('theme', 'DocVersionBadge', 'index.js'),
  baseUrlBanner: coreClientFile('BaseUrlIssueBanner', 'index.js'),
};

export const patches: readonly Patch[] = [
  {
    name: 'lazy Prism',
    plugin: 'lazy-prism',
    relies: "theme-classic's client module lib/prism-include-languages.js, listed by its getClientModules()",
    why: 'Prism and its languages load with src/theme/CodeBlock on the pages that show code, not in main.js',
    problems: () => [
      ...fileProblems(themeFile('prism-include-languages.js')),
      ...fileProblems(themeFile('index.js'), "'./prism-include-languages'"),
    ],
  },
  {
    name: 'switched-off theme components',
    plugin: 'slim-bundle',
    relies: `theme-classic's compiled components ${Object.values(switchedOffComponents)
      .filter((f) => f.startsWith(themeFile()))
      .map((f) => path.relative(themeFile(), f))
      .join(', ')}, and the core's ${path.relative(coreClientFile(), switchedOffComponents.baseUrlBanner)}`,
    why: 'the footer, announcement bar, version parts, draft notices, tags row and base-URL banner render nothing with this config and content',
    problems: () => Object.values(switchedOffComponents).flatMap((file) => fileProblems(file)),
  },
  {
    name: 'tslib helper',
    plugin: 'slim-bundle',
    relies: '@docusaurus/utils-common uses no tslib helper but __importDefault',
    why: 'it requires the whole of tslib (no tree-shaking through require) for one helper',
    replaces: 'tslib, for @docusaurus/utils-common only',
    reason:
      'four lines stand in for the one helper the package uses of the whole library it requires; the check stops the build the day it uses another',
    problems: () => {
      const dir = path.join(packageDir('@docusaurus/utils-common'), 'lib');
      const others = tslibHelpersUsed(dir).filter((h) => h !== '__importDefault');
      return others.length > 0 ? [`${dir} now uses the tslib helper(s) ${others.join(', ')}`] : [];
    },
  },
  {
    name: 'browser <Head>',
    plugin: 'slim-bundle',
    relies: "the names the framework's browser code imports from react-helmet-async (Helmet, HelmetProvider)",
    why: 'src/lib/client/head.ts applies the same rules to the head; the server render keeps the library',
    replaces: 'react-helmet-async, in the browser build',
    reason:
      'without it / with 100 extra writer pages (bench/page-growth.mjs) would load about 123 KiB, over the 120 KiB budget (119.05 KiB with it at 819530e); it also applies the next page’s head after its first paint',
    installs: ['src/lib/client/head.ts'],
    problems: () => importsBeyond(frameworkClientFiles(), 'react-helmet-async', exportsOfFile(clientFile('head.ts'))),
  },
  {
    name: 'light progress bar',
    plugin: 'slim-bundle',
    relies: "theme-classic's client module lib/nprogress.js, listed by its getClientModules()",
    why: 'the bar a page change shows after 200 ms is drawn by CSS (src/plugins/slim-bundle/progress-bar.ts), not by the nprogress library in main.js',
    replaces: 'nprogress, in the browser build',
    reason:
      'with 100 extra writer pages (bench/page-growth.mjs) / loads 119.05 KiB with it and about 120.6 without (819530e): over the 120 KiB budget without it; the bar shows at the same moment, in the same place',
    problems: () => [
      ...fileProblems(themeFile('nprogress.js'), "from 'nprogress'"),
      ...fileProblems(themeFile('index.js'), "'./nprogress'"),
    ],
  },
  {
    name: 'client site config',
    plugin: 'slim-bundle',
    relies:
      "the core's browser code reads @generated/docusaurus.config and @generated/site-metadata (lib/client/docusaurusContext.js)",
    why: 'main.js carries the config without the build-only keys and the metadata without the plugin list',
    problems: () =>
      fileProblems(
        coreClientFile('docusaurusContext.js'),
        "'@generated/docusaurus.config'",
        "'@generated/site-metadata'",
      ),
  },
  {
    name: 'docs route data in main.js',
    plugin: 'slim-bundle',
    relies:
      "the docs plugin's generated files: default/__plugin.json, default/p/<name>.json with version.version 'current', version.docs and version.docsSidebars (sections whose heading links are `link` items with href '<section href>#…'), and globalData.json with versions[].docs and mainDocId",
    why: 'two requests of their own on every first load; and what a page adds to every first load: main.js keeps each section with one marker for its heading links (loaded after the first load, src/lib/client/sidebarAnchors.ts), no docs map while no page shows doc cards, and no doc list in the global data before a release',
    reason:
      'besides its bytes, two requests fewer on every first load; and per added page 0.10 KiB of first-load JS instead of 0.23 (bench/page-growth.mjs, 300 pages with 4–6 headings each)',
    // Checked when the client build is configured (slim-bundle › docsRouteData): the files are written then.
    installs: ['src/lib/client/sidebarAnchors.ts', 'src/lib/client/sidebarAnchors.data.json'],
    problems: () => [],
  },
  {
    name: 'staged start',
    plugin: 'staged-start',
    relies: "the core's lib/client/clientEntry.js is the client build's entry",
    why: "main.js's modules run in a few tasks instead of one long task (src/plugins/staged-start/entry.js)",
    time: 'at 8× CPU the one task of 200–500 ms that ran main.js became four of 40–70 ms',
    problems: () => fileProblems(coreClientFile('clientEntry.js'), 'hydrateRoot'),
  },
  {
    name: 'server HTML kept at load',
    plugin: 'staged-start',
    // A stage of the staged start's entry.
    needs: 'staged start',
    relies:
      '@generated/registry entries [loader, "@site/<source>", require.resolveWeak(…)] and @generated/routesChunkNames keys "<path>-<hash>" with a `content` chunk',
    why: "the doc page shown at load keeps its content's server HTML and fetches none of its content's scripts; the browser's registry carries no module paths (only the server render reads them: src/plugins/staged-start/registry-loader.js)",
    // Checked when the client build is configured (staged-start › generatedProblems): the files are written then.
    installs: ['src/lib/client/serverHtmlStart.ts', 'src/lib/client/serverHtml.tsx'],
    problems: () => [],
  },
  {
    name: 'page change in slices',
    plugin: 'page-change',
    relies:
      "the core's lib/client/App.js imports ./PendingNavigation, a class whose state `nextRouteHasLoaded` shows the next page and whose `previousLocation` the route lifecycles read; the core's lib/client/preload.js (a path's chunks, as a promise); scheduler's unstable_forceFrameRate",
    why: "the next page renders as a transition in 20 ms slices, not one long task; a link's push waits (50 ms at most) for the page's chunks, so the page shows in one render instead of the old page rendering again first",
    time: 'the slices: 31 vs 43 long tasks in 10 page changes at 4× CPU (d30f0ef, load 10–13); the wait for chunks: click → h1 35 vs 39 ms (/changes), 38 vs 48 ms (/tokenomics), CPU 25 vs 34 and 28 vs 36 ms, with and without (bench/compare.mjs, 7 paired runs, 2026-11-28, load 2.6–3.9)',
    problems: () => [
      ...fileProblems(coreClientFile('App.js'), "from './PendingNavigation'"),
      ...fileProblems(
        coreClientFile('PendingNavigation.js'),
        'class PendingNavigation extends React.Component',
        'nextRouteHasLoaded: true',
        'this.previousLocation = this.props.location',
        'export default PendingNavigation',
      ),
      ...fileProblems(coreClientFile('preload.js'), 'export default function preload(pathname)'),
      ...fileProblems(
        path.join(packageDir('scheduler', packageDir('react-dom')), 'cjs', 'scheduler.production.js'),
        'exports.unstable_forceFrameRate',
      ),
    ],
  },
];

/** A patch's name as SX_STOCK may give it: lower case, letters only ("browser <Head>" → "browserhead"). */
const plainName = (name: string): string => name.toLowerCase().replace(/[^a-z]/g, '');

/**
 * The patches a build leaves out, from SX_STOCK: `1`, all of them (stock
 * Docusaurus behaviour); `<name>,<name>`, those named (case and punctuation
 * aside, e.g. `SX_STOCK=lazy-prism,browser-head`), to measure a patch's gain
 * (bench/patch-gains.mjs) or to switch off one broken patch. A name that is not
 * in the list stops the build.
 */
export function patchesOff(value: string | undefined): Set<string> {
  if (!value) {
    return new Set();
  }
  if (value === '1') {
    return new Set(patches.map((p) => p.name));
  }
  const byPlain = new Map(patches.map((p) => [plainName(p.name), p.name]));
  return new Set(
    value.split(',').map((given) => {
      const name = byPlain.get(plainName(given));
      if (!name) {
        throw new Error(
          `[patches] SX_STOCK names "${given}", which is no patch: give 1 (all of them) or names from ` +
            `src/plugins/patches.ts (${patches.map((p) => plainName(p.name)).join(', ')})`,
        );
      }
      return name;
    }),
  );
}

const off = patchesOff(process.env.SX_STOCK);

/** Whether this build runs with no patch at all (SX_STOCK=1). */
export const stock = off.size === patches.length;

/** Whether this build leaves out any patch. */
export const someOff = off.size > 0;

/** Whether this build applies the patch called `name` (every one unless SX_STOCK leaves it out). */
export function patchOn(name: Patch['name']): boolean {
  const patch = patches.find((p) => p.name === name);
  if (!patch) {
    throw new Error(`[patches] no patch is called "${name}" (src/plugins/patches.ts)`);
  }
  return !off.has(name) && (!patch.needs || patchOn(patch.needs));
}

/** Whether a build registers `plugin`: while any of its patches is on. */
export const pluginOn = (plugin: Patch['plugin']): boolean =>
  patches.some((p) => p.plugin === plugin && patchOn(p.name));

/**
 * The plugin a build with any patch switched off (SX_STOCK) gets: the
 * bundler's persistent cache is off, since the core evicts it on a change of
 * the theme's aliases but not of a plugin's (a build without a patch would
 * reuse modules resolved with it, and leave them for the next build).
 */
export function withoutPatches(): Plugin {
  return {
    name: 'without-patches',
    configureWebpack() {
      return {cache: false, experiments: {cache: false}};
    },
  };
}

/**
 * Checks every patch's targets when the build starts (registered first in
 * docusaurus.config.ts, left out with the patches by SX_STOCK=1).
 */
export default function checkPatches(): Plugin {
  for (const patch of patches.filter((p) => patchOn(p.name))) {
    assertTarget(patch.name, patch.problems());
  }
  return {name: 'patches'};
}
