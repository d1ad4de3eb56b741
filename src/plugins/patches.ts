/**
 * Every place where the site relies on a framework internal (a package's
 * compiled file, a private export, the shape of a generated file), in one
 * list: what each relies on, why, and what it saves. Public extension points
 * (theme components in src/theme, client modules, `ssrTemplate`, webpack
 * options such as the facts chunk's cache group or the compile-hint banner)
 * are not listed.
 *
 * The `patches` plugin (first in docusaurus.config.ts) checks every target
 * when the build starts and stops it with an error naming the file whose
 * shape changed; the targets that only exist once the build has written its
 * generated files are checked by the plugin that uses them, with the same
 * error (`assertTarget`). There is no fallback: a patch whose target moved is
 * updated, or switched off with the others by `SX_STOCK=1`, which builds the
 * site with none of these plugins (stock Docusaurus behaviour).
 *
 * `gain`: first-load JS (KiB gzip as served, main.js) a build without the
 * patch would carry more, or the page-change time it saves; "to measure"
 * where no paired figure exists yet; an estimate says so. All of them together: main.js is
 * 116.3 KiB with them and 169.4 KiB without (SX_STOCK=1), React 19.
 */
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {coreClientFile, packageDir, themeCommonFile, themeFile} from './packageFiles';

export interface Patch {
  readonly name: string;
  /** The site plugin that applies it (src/plugins/<plugin>). */
  readonly plugin: 'lazy-prism' | 'slim-bundle' | 'page-change' | 'staged-start' | 'facts-chunk';
  /** The package file, export or shape it relies on. */
  readonly relies: string;
  readonly why: string;
  readonly gain: string;
  /** The problems with its targets as they are installed, each naming a file (none: the patch applies). */
  readonly problems: () => string[];
}

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

/** `file` must exist and its text pass each test (each returns what is missing, or nothing). */
export function fileProblems(file: string, ...tests: ((text: string) => string | undefined)[]): string[] {
  if (!existsSync(file)) {
    return [`${file} is gone`];
  }
  const text = readFileSync(file, 'utf8');
  return tests.flatMap((t) => {
    const missing = t(text);
    return missing ? [`${file} no longer ${missing}`] : [];
  });
}

/** A test for fileProblems: the text contains `needle`. */
export const mentions =
  (needle: string) =>
  (text: string): string | undefined =>
    text.includes(needle) ? undefined : `contains ${JSON.stringify(needle)}`;

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

/** A test for fileProblems: the module exports exactly `names` (a stub standing in for it must too). */
export const exportsExactly =
  (names: readonly string[]) =>
  (text: string): string | undefined => {
    const found = exportsOf(text);
    return found.join() === [...names].sort().join()
      ? undefined
      : `exports ${names.join(', ')} (now ${found.join(', ')})`;
  };

const jsFiles = (dir: string): string[] =>
  existsSync(dir)
    ? readdirSync(dir, {recursive: true, encoding: 'utf8'})
        .filter((file) => file.endsWith('.js'))
        .map((file) => path.join(dir, file))
    : [];

/** The framework's browser code that imports the libraries the browser build replaces. */
function frameworkClientFiles(): string[] {
  const docusaurus = path.dirname(packageDir('@docusaurus/core'));
  const packages = readdirSync(docusaurus).filter((name) => existsSync(path.join(docusaurus, name, 'lib')));
  return [
    ...packages.flatMap((name) => jsFiles(path.join(docusaurus, name, 'lib'))),
    ...jsFiles(path.join(packageDir('react-router-config', coreClientFile()), 'esm')),
  ].filter((file) => !path.basename(file).startsWith('server')); // the server render keeps the libraries
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
      const names = [
        ...(m[1] ? ['default'] : []),
        ...(m[2] ?? '')
          .split(',')
          .map((part) => part.trim().split(/\s+as\s+/)[0]!)
          .filter((name) => name && !name.startsWith('type ')),
      ];
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
const pluginFile = (...parts: string[]) => path.join(__dirname, ...parts);
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
};

/** theme-common modules slim-bundle stubs while unused (slim-bundle › stubbed), with their stubs. */
export const stubs = {
  announcementBarContext: {
    file: themeCommonFile('contexts', 'announcementBar.js'),
    stub: pluginFile('slim-bundle', 'no-announcement-bar.js'),
  },
  hideableNavbar: {
    file: themeCommonFile('hooks', 'useHideableNavbar.js'),
    stub: pluginFile('slim-bundle', 'fixed-navbar.js'),
  },
};

export const patches: readonly Patch[] = [
  {
    name: 'lazy Prism',
    plugin: 'lazy-prism',
    relies: "theme-classic's client module lib/prism-include-languages.js, listed by its getClientModules()",
    why: 'Prism and its languages load with src/theme/CodeBlock on the pages that show code, not in main.js',
    gain: 'about 26 KiB, Prism (estimate: the library alone, minified and gzipped)',
    problems: () => [
      ...fileProblems(themeFile('prism-include-languages.js')),
      ...fileProblems(themeFile('index.js'), mentions("'./prism-include-languages'")),
    ],
  },
  {
    name: 'progress bar',
    plugin: 'slim-bundle',
    relies: "theme-classic's client module lib/nprogress.js, listed by its getClientModules()",
    why: 'the same route-change bar (slim-bundle/progress.ts) without the nprogress library and its CSS',
    gain: 'about 2.2 KiB, nprogress and its CSS less ./progress.ts (estimate: the library alone, minified and gzipped)',
    problems: () => [
      ...fileProblems(themeFile('nprogress.js')),
      ...fileProblems(themeFile('index.js'), mentions("'./nprogress'")),
    ],
  },
  {
    name: 'base-URL banner',
    plugin: 'slim-bundle',
    relies: "the core's lib/client/BaseUrlIssueBanner/index.js, imported by lib/client/App.js",
    why: 'switched off in the config (`baseUrlIssueBanner: false`), but the core bundles it anyway',
    gain: 'about 1.0 KiB (estimate: the library alone, minified and gzipped); under 2 KiB, kept as a one-line alias of a component the config switches off',
    problems: () => [
      ...fileProblems(coreClientFile('BaseUrlIssueBanner', 'index.js')),
      ...fileProblems(coreClientFile('App.js'), mentions("from './BaseUrlIssueBanner'")),
    ],
  },
  {
    name: 'switched-off theme components',
    plugin: 'slim-bundle',
    relies: `theme-classic's compiled components ${Object.values(switchedOffComponents)
      .map((f) => path.relative(themeFile(), f))
      .join(', ')}`,
    why: 'the footer, announcement bar, version parts, draft notices and tags row render nothing with this config and content',
    gain: '3.2 KiB (measured when added, React 18)',
    problems: () => Object.values(switchedOffComponents).flatMap((file) => fileProblems(file)),
  },
  {
    name: 'theme-common stubs',
    plugin: 'slim-bundle',
    relies: "theme-common's lib/contexts/announcementBar.js and lib/hooks/useHideableNavbar.js, and their exports",
    why: 'without an announcement bar or a hiding navbar they still read localStorage at hydration and listen to every scroll',
    gain: 'to measure',
    problems: () =>
      Object.values(stubs).flatMap(({file, stub}) => fileProblems(file, exportsExactly(exportsOfFile(stub)))),
  },
  {
    name: 'tslib helper',
    plugin: 'slim-bundle',
    relies: '@docusaurus/utils-common uses no tslib helper but __importDefault',
    why: 'it requires the whole of tslib (no tree-shaking through require) for one helper',
    gain: 'about 3.9 KiB, tslib (estimate: the library alone, minified and gzipped)',
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
    gain: '5.1 KiB with the client site config (measured when added, React 18)',
    problems: () => importsBeyond(frameworkClientFiles(), 'react-helmet-async', exportsOfFile(clientFile('head.ts'))),
  },
  {
    name: 'browser router',
    plugin: 'slim-bundle',
    relies:
      "react-router 5 and react-router-dom 5: the names the framework's browser code imports from them, matched by src/lib/client/router.tsx",
    why: 'the site routes plain paths; the libraries with history and path-to-regexp are replaced in the browser build',
    gain: '6.4 KiB with the browser Loadable (measured when added, React 18)',
    problems: () => {
      const version = JSON.parse(
        readFileSync(path.join(packageDir('react-router', coreClientFile()), 'package.json'), 'utf8'),
      ).version as string;
      const provided = exportsOfFile(clientFile('router.tsx'));
      const files = frameworkClientFiles();
      return [
        ...(version.startsWith('5.')
          ? []
          : [`react-router is ${version}: src/lib/client/router.tsx is react-router 5`]),
        ...importsBeyond(files, 'react-router', provided),
        ...importsBeyond(files, 'react-router-dom', provided),
      ];
    },
  },
  {
    name: 'browser Loadable',
    plugin: 'slim-bundle',
    relies: "the framework's browser code imports only react-loadable's default export",
    why: 'src/lib/client/loadable.tsx is what the core uses of it; the server render keeps the library',
    gain: '6.4 KiB with the browser router (measured when added, React 18)',
    problems: () => importsBeyond(frameworkClientFiles(), 'react-loadable', ['default']),
  },
  {
    name: 'client site config',
    plugin: 'slim-bundle',
    relies:
      "the core's browser code reads @generated/docusaurus.config and @generated/site-metadata (lib/client/docusaurusContext.js)",
    why: 'main.js carries the config without the build-only keys and the metadata without the plugin list',
    gain: '5.1 KiB with the browser <Head> (measured when added, React 18)',
    problems: () =>
      fileProblems(
        coreClientFile('docusaurusContext.js'),
        mentions("'@generated/docusaurus.config'"),
        mentions("'@generated/site-metadata'"),
      ),
  },
  {
    name: 'docs route data in main.js',
    plugin: 'slim-bundle',
    relies:
      "the docs plugin's generated files: default/__plugin.json, default/p/<name>.json with version.version 'current', version.docs and version.docsSidebars (sections whose heading links are `link` items with href '<section href>#…'), and globalData.json with versions[].docs and mainDocId",
    why: 'two requests of their own on every first load; and what a page adds to every first load: main.js keeps each section with one marker for its heading links (loaded after the first load, src/lib/client/sidebarAnchors.ts), no docs map while no page shows doc cards, and no doc list in the global data before a release',
    gain: '0.9 KiB and two requests (measured when added, React 18); first-load JS of / 116.8 → 114.1 KiB, and per added page 0.23 → 0.10 KiB (bench/page-growth.mjs, 300 pages with 4–6 headings each)',
    // Checked when the client build is configured (slim-bundle › docsRouteData): the files are written then.
    problems: () => [],
  },
  {
    name: 'staged start',
    plugin: 'staged-start',
    relies: "the core's lib/client/clientEntry.js is the client build's entry",
    why: "main.js's modules run in a few tasks instead of one long task (src/plugins/staged-start/entry.js)",
    gain: 'to measure (a long task of the first load)',
    problems: () => fileProblems(coreClientFile('clientEntry.js'), mentions('hydrateRoot')),
  },
  {
    name: 'server HTML kept at load',
    plugin: 'staged-start',
    relies:
      '@generated/registry entries [loader, "@site/<source>", …] and @generated/routesChunkNames keys "<path>-<hash>" with a `content` chunk',
    why: "the doc page shown at load keeps its content's server HTML and fetches none of its content's scripts",
    gain: 'to measure (the page content chunk, up to 8 KiB, and its render at load)',
    // Checked when the client build is configured (staged-start › generatedProblems): the files are written then.
    problems: () => [],
  },
  {
    name: 'page change in slices',
    plugin: 'page-change',
    relies:
      "the core's lib/client/App.js imports ./PendingNavigation, a class whose state `nextRouteHasLoaded` shows the next page; lib/client/ClientLifecyclesDispatcher.js; scheduler's unstable_forceFrameRate",
    why: 'the next page renders as a transition in 20 ms slices, not one long task, and the page on screen does not re-render at the click',
    gain: 'to measure (long tasks of a page change)',
    problems: () => [
      ...fileProblems(coreClientFile('App.js'), mentions("from './PendingNavigation'")),
      ...fileProblems(
        coreClientFile('PendingNavigation.js'),
        mentions('class PendingNavigation extends React.Component'),
        mentions('nextRouteHasLoaded: true'),
        mentions('export default PendingNavigation'),
      ),
      ...fileProblems(
        coreClientFile('ClientLifecyclesDispatcher.js'),
        mentions('export default ClientLifecyclesDispatcher'),
      ),
      ...fileProblems(
        path.join(packageDir('scheduler', packageDir('react-dom')), 'cjs', 'scheduler.production.js'),
        mentions('exports.unstable_forceFrameRate'),
      ),
    ],
  },
  {
    name: 'shown location',
    plugin: 'page-change',
    relies:
      "react-router 5's private __RouterContext (the library on the server, src/lib/client/router.tsx in the browser)",
    why: 'the page on screen, the sidebar and the head tags keep their router context until the next page is painted',
    gain: 'to measure (the click re-rendering every link)',
    problems: () =>
      fileProblems(
        path.join(packageDir('react-router', coreClientFile()), 'cjs', 'react-router.js'),
        mentions('__RouterContext'),
      ),
  },
  {
    name: 'facts prefetch',
    plugin: 'facts-chunk',
    relies:
      "the core's webpack runtime function __webpack_require__.gca (chunk name → URL, lib/webpack/plugins/ChunkAssetPlugin.js)",
    why: 'the shared facts chunk is prefetched and run in idle time, so the first page change does not fetch it',
    gain: 'to measure (5–15 ms of the first page change)',
    problems: () =>
      fileProblems(
        path.join(packageDir('@docusaurus/core'), 'lib', 'webpack', 'plugins', 'ChunkAssetPlugin.js'),
        mentions('__webpack_require__.gca'),
      ),
  },
];

/** Whether this build runs with no patch (SX_STOCK=1): stock Docusaurus behaviour. */
export const stock = process.env.SX_STOCK === '1';

/**
 * The plugin a build without patches gets in their place: the site's own
 * modules that read a patched internal (the router context the theme
 * overrides follow the page with) get their stock stand-ins.
 */
export function withoutPatches(): Plugin {
  const shownLocation = pluginFile('page-change', 'ShownLocation');
  return {
    name: 'without-patches',
    configureWebpack() {
      // Imported as @site/src/plugins/page-change/ShownLocation: the bundler resolves @site first.
      return {resolve: {alias: {[`${shownLocation}$`]: `${shownLocation}.stock.js`}}};
    },
  };
}

/**
 * Checks every patch's targets when the build starts (registered first in
 * docusaurus.config.ts, left out with the patches by SX_STOCK=1).
 */
export default function checkPatches(): Plugin {
  for (const patch of patches) {
    assertTarget(patch.name, patch.problems());
  }
  return {name: 'patches'};
}
