/**
 * main.js without what this site does not use of the framework: the slim-bundle
 * entries of ../patches.ts, which say what each relies on and buys (the
 * library stand-ins of src/lib/client are for the browser build only: the
 * server render keeps the libraries).
 */
import {existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {packageDir, themeFile} from '../packageFiles';
import {assertTarget, fileProblems, patchOn, switchedOffComponents} from '../patches';
import {anchorsOf} from './anchors.js';

/**
 * Theme components that render nothing with this config and content, each swapped for ./nothing.js while
 * that holds (`npm run release` adds versions.json and the version menu; drafts are left out of a
 * production build).
 */
export function switchedOff(
  siteConfig: LoadContext['siteConfig'],
  released: boolean,
  notices = true,
  tags = true,
): string[] {
  const theme = siteConfig.themeConfig as {
    footer?: unknown;
    announcementBar?: unknown;
    navbar?: {items?: {type?: string}[]};
  };
  const menu = (theme.navbar?.items ?? []).some((item) => item.type === 'docsVersionDropdown');
  const c = switchedOffComponents;
  return [
    ...(theme.footer ? [] : [c.footer]),
    ...(theme.announcementBar ? [] : [c.announcementBar]),
    ...(menu ? [] : [c.versionMenu]),
    ...(notices ? [] : [c.contentVisibility]),
    ...(tags ? [] : [c.tagsRow]),
    ...(released ? [] : [c.versionBanner, c.versionBadge]),
    ...(siteConfig.baseUrlIssueBanner ? [] : [c.baseUrlBanner]),
  ];
}

interface LoadedDocs {
  loadedVersions?: {docs: {unlisted?: boolean; frontMatter?: {draft?: boolean}; tags?: unknown[]}[]}[];
}

const loadedDocs = (allContent: Record<string, Record<string, unknown> | undefined>) =>
  (Object.values(allContent['docusaurus-plugin-content-docs'] ?? {}) as LoadedDocs[]).flatMap((docs) =>
    (docs.loadedVersions ?? []).flatMap((version) => version.docs),
  );

/** Whether any doc page (of any docs instance and version) is a draft or unlisted. */
export function hasDraftOrUnlisted(allContent: Record<string, Record<string, unknown> | undefined>): boolean {
  return loadedDocs(allContent).some((doc) => doc.unlisted || doc.frontMatter?.draft);
}

/** Whether any doc page (of any docs instance and version) has tags. */
export function hasTags(allContent: Record<string, Record<string, unknown> | undefined>): boolean {
  return loadedDocs(allContent).some((doc) => (doc.tags?.length ?? 0) > 0);
}

/**
 * The site metadata as the browser needs it, written next to the core's
 * (`@generated/site-metadata`): nothing in the browser reads the plugins'
 * names and versions. Null before the core has written its file.
 */
export function clientSiteMetadata(generatedFilesDir: string): string | null {
  const file = path.join(generatedFilesDir, 'site-metadata.json');
  if (!existsSync(file)) {
    return null;
  }
  const client = path.join(generatedFilesDir, 'site-metadata.client.json');
  writeFileSync(client, JSON.stringify({...JSON.parse(readFileSync(file, 'utf8')), pluginVersions: {}}));
  return client;
}

/**
 * The docs data every doc page loads, for main.js (./routeData.ts):
 * the default docs instance's route context and the current version's route
 * props, each otherwise a request of its own on every first load. Null where
 * the build has not written them (development, the server build).
 */
export function docsRouteData(generatedFilesDir: string): {plugin: string; currentVersion: string} | null {
  const dir = path.join(generatedFilesDir, 'docusaurus-plugin-content-docs', 'default');
  const plugin = path.join(dir, '__plugin.json');
  const props = path.join(dir, 'p');
  if (!existsSync(plugin) || !existsSync(props)) {
    return null;
  }
  const currentVersion = readdirSync(props)
    .filter((file) => file.endsWith('.json'))
    .map((file) => path.join(props, file))
    .find((file) => {
      const {version} = JSON.parse(readFileSync(file, 'utf8')) as {version?: {version?: string}};
      return version?.version === 'current';
    });
  return currentVersion ? {plugin, currentVersion} : null;
}

/**
 * The sidebars' links to each page's own headings, by section href, from
 * every docs version's route props, written for the browser build
 * (src/lib/client/sidebarAnchors.ts loads it after the first load). Null
 * where the build has not written the props (development, the server build).
 */
export function sidebarAnchors(generatedFilesDir: string): string | null {
  const props = path.join(generatedFilesDir, 'docusaurus-plugin-content-docs', 'default', 'p');
  if (!existsSync(props)) {
    return null;
  }
  const anchors: Parameters<typeof anchorsOf>[1] = {};
  for (const file of readdirSync(props).filter((f) => f.endsWith('.json'))) {
    const {version} = JSON.parse(readFileSync(path.join(props, file), 'utf8')) as {
      version?: {docsSidebars?: Record<string, unknown[]>};
    };
    for (const items of Object.values(version?.docsSidebars ?? {})) {
      anchorsOf(items, anchors);
    }
  }
  const out = path.join(generatedFilesDir, 'slim-bundle', 'sidebar-anchors.json');
  mkdirSync(path.dirname(out), {recursive: true});
  writeFileSync(out, JSON.stringify(anchors));
  return out;
}

/** Whether the header has items that link a doc by id (`doc`, `docSidebar`), which read the docs' global data. */
export function docNavbarItems(siteConfig: LoadContext['siteConfig']): boolean {
  const items = (siteConfig.themeConfig as {navbar?: {items?: {type?: string}[]}}).navbar?.items ?? [];
  return items.some((item) => item.type === 'doc' || item.type === 'docSidebar');
}

/** Config keys only the build reads: the page template, head tags, plugins, Markdown options… */
const buildOnlyKeys = [
  'ssrTemplate',
  'headTags',
  'plugins',
  'themes',
  'presets',
  'clientModules',
  'scripts',
  'stylesheets',
  'staticDirectories',
  'markdown',
  'onBrokenLinks',
  'onBrokenAnchors',
  'onBrokenMarkdownLinks',
  'onDuplicateRoutes',
  'webpack',
];

/**
 * The site config as the browser needs it: the core's client reads the
 * router choice from `future`, the theme and the site's code read the rest
 * (title, URLs, i18n, themeConfig, customFields…), which stays whole.
 */
export function clientSiteConfig(siteConfig: LoadContext['siteConfig']): Record<string, unknown> {
  const config: Record<string, unknown> = {...siteConfig};
  for (const key of buildOnlyKeys) {
    delete config[key];
  }
  config.future = {experimental_router: siteConfig.future.experimental_router};
  return config;
}

/** Whether a page or the site's code renders doc cards (DocCard, DocCardList, a generated index). */
export function usesDocCards(siteDir: string): boolean {
  const dirs = ['docs', 'versioned_docs', 'versioned_sidebars', 'src/pages', 'src/theme', 'src/components'].map((dir) =>
    path.join(siteDir, dir),
  );
  const sources = [path.join(siteDir, 'sidebars.ts')];
  for (const dir of dirs.filter((d) => existsSync(d))) {
    for (const file of readdirSync(dir, {recursive: true, encoding: 'utf8'})) {
      if (/\.(mdx?|tsx?|jsx?|json)$/.test(file)) sources.push(path.join(dir, file));
    }
  }
  return sources.some((file) => /DocCard|generated-index/.test(readFileSync(file, 'utf8')));
}

/** One of the site's browser stand-ins in src/lib/client. */
const clientModule = ({siteDir}: LoadContext, file: string): string => path.join(siteDir, 'src', 'lib', 'client', file);

/** `released`: whether a version has been cut (docusaurus.config.ts reads versions.json once). */
export default function slimBundle(context: LoadContext, {released}: {released: boolean}): Plugin {
  const nothing = path.join(__dirname, 'nothing.js');
  // Until the docs are loaded, assume a draft or unlisted page and tags (their components stay).
  // `npm start` reads both once, at start: after the first draft or tags, restart it.
  let notices = true;
  let tags = true;
  // The patch "tslib helper" (../patches.ts) checks that this package uses no other helper.
  const utilsCommon = path.join(packageDir('@docusaurus/utils-common'), 'lib');
  const routeData = patchOn('docs route data in main.js');
  const cards = usesDocCards(context.siteDir);
  // The sidebar's heading links: the file the browser build loads them from (src/lib/client/sidebarAnchors.ts).
  const anchorsData = path.join(context.siteDir, 'src', 'lib', 'client', 'sidebarAnchors.data.json');
  let clientConfig: string | undefined;
  return {
    name: 'slim-bundle',
    getClientModules() {
      return routeData ? [path.join(__dirname, 'routeData.ts'), path.join(__dirname, 'sidebarAnchors.ts')] : [];
    },
    async contentLoaded({actions}) {
      if (!patchOn('client site config')) {
        return;
      }
      clientConfig = await actions.createData(
        'docusaurus.config.mjs',
        `export default ${JSON.stringify(clientSiteConfig(context.siteConfig), null, 2)};\n`,
      );
    },
    async allContentLoaded({allContent}) {
      notices = hasDraftOrUnlisted(allContent);
      tags = hasTags(allContent);
    },
    configureWebpack(config, isServer, {currentBundler}) {
      const tslibReplacement = path.join(__dirname, 'tslib-import-default.js');
      const tslibHelper = new currentBundler.instance.NormalModuleReplacementPlugin(
        /^tslib$/,
        (resource: {request: string; contextInfo?: {issuer?: string}}) => {
          if (resource.contextInfo?.issuer?.startsWith(utilsCommon + path.sep)) {
            resource.request = tslibReplacement;
          }
        },
      );
      const off = patchOn('switched-off theme components')
        ? switchedOff(context.siteConfig, released, notices, tags)
        : [];
      const replace = (pattern: RegExp, file: string | null | undefined) =>
        file
          ? [
              new currentBundler.instance.NormalModuleReplacementPlugin(pattern, (resource: {request: string}) => {
                resource.request = file;
              }),
            ]
          : [];
      // The browser's copies of two generated modules (the server build keeps the core's).
      const replaceConfig =
        isServer || !clientConfig
          ? []
          : [
              ...replace(/^@generated\/docusaurus\.config$/, clientConfig),
              ...replace(/^@generated\/site-metadata$/, clientSiteMetadata(context.generatedFilesDir)),
            ];
      // Development rewrites the route props under new names as pages change: it loads them as before.
      const production = routeData && !isServer && config.mode === 'production';
      const docsData = production ? docsRouteData(context.generatedFilesDir) : null;
      const anchors = production ? sidebarAnchors(context.generatedFilesDir) : null;
      if (production) {
        const docsDir = path.join(context.generatedFilesDir, 'docusaurus-plugin-content-docs', 'default');
        assertTarget(
          'docs route data in main.js',
          docsData
            ? [
                ...fileProblems(docsData.currentVersion, '"docs"', '"docsSidebars"'),
                ...fileProblems(path.join(context.generatedFilesDir, 'globalData.json'), '"mainDocId"', '"docs"'),
              ]
            : [`${docsDir} has no __plugin.json, or no p/<name>.json of the current version`],
        );
      }
      // The bundler's persistent cache keeps a module's loader output across builds whose rules
      // differ (a build with SX_STOCK=1, a release, the first doc card): a cache of its own per set.
      const variant = `slim-${Number(cards)}${Number(released)}${Number(anchors !== null)}`;
      const persistent = config.experiments?.cache as {version?: string} | undefined;
      return {
        ...(typeof persistent === 'object'
          ? {experiments: {cache: {...persistent, version: `${persistent.version}-${variant}`}}}
          : {}),
        ...(typeof config.cache === 'object' && config.cache
          ? {cache: {...config.cache, version: `${(config.cache as {version?: string}).version}-${variant}`}}
          : {}),
        module: {
          rules: [
            ...(production && !released && !docNavbarItems(context.siteConfig)
              ? [
                  {
                    test: path.join(context.generatedFilesDir, 'globalData.json'),
                    use: [path.join(__dirname, 'global-data-loader.js')],
                  },
                ]
              : []),
            ...(routeData
              ? [
                  {
                    test: /[\\/]docusaurus-plugin-content-docs[\\/][^\\/]+[\\/]p[\\/][^\\/]+\.json$/,
                    use: [
                      {
                        loader: path.join(__dirname, 'version-docs-loader.js'),
                        options: {cards, anchors: anchors !== null},
                      },
                    ],
                  },
                ]
              : []),
          ],
        },
        resolve: {
          alias: {
            ...(isServer
              ? {}
              : patchOn('browser <Head>')
                ? {'react-helmet-async$': clientModule(context, 'head.ts')}
                : {}),
            '@sx/docs-plugin-route$': docsData?.plugin ?? path.join(__dirname, 'no-data.json'),
            '@sx/current-version-props$': docsData?.currentVersion ?? path.join(__dirname, 'no-data.json'),
            ...(anchors ? {[`${anchorsData}$`]: anchors} : {}),
            ...Object.fromEntries(off.map((file) => [file, nothing])),
            ...(!isServer && patchOn('light progress bar')
              ? {[themeFile('nprogress.js')]: path.join(__dirname, 'progress-bar.ts')}
              : {}),
          },
        },
        plugins: [...replaceConfig, ...(patchOn('tslib helper') ? [tslibHelper] : [])],
      };
    },
  };
}
