import {existsSync, readFileSync} from 'node:fs';
import type {Config, LoadContext} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {brand, ui} from './src/data/ui';
import {resolveLinks} from './src/data/links';
import {allPlaceholders} from './src/data/placeholders';
import {isLive, phaseOf} from './src/data/status';
import lazyPrism from './src/plugins/lazy-prism';
import slimBundle from './src/plugins/slim-bundle';
import pageChange from './src/plugins/page-change';
import stagedStart from './src/plugins/staged-start';
import compileHint from './src/plugins/compile-hint';
import bundleOptions from './src/plugins/bundle-options';
import checkPatches, {pluginOn, someOff, stock, withoutPatches} from './src/plugins/patches';
import checkThemeInternals from './src/plugins/theme-internals';
import searchIndex from './src/plugins/search-index';
import routeChunks from './src/plugins/route-chunks';
import {jsonLd, organization, webSite} from './src/lib/seo/structuredData';
import {logoPngFile} from './src/lib/markdown/paths';
import {readBrandMark} from './src/lib/seo/brandMark';
import {faviconDataUrl, inlineFaviconSize} from './src/lib/seo/icons';
import {ssrTemplate} from './src/ssr/template';
import belowTheFold from './src/lib/remark/belowTheFold';
import pageFacts from './src/lib/remark/pageFacts';
import pageComponents from './src/lib/remark/pageComponents';
import noticePlace from './src/lib/remark/noticePlace';
import {factsFiles} from './src/plugins/facts/files';

// Every external address, resolved once from src/data/links.ts and the
// environment; pages read them from customFields through useLinks().
const links = resolveLinks(process.env);
const placeholders = allPlaceholders(links);
const warned = globalThis as {sxPlaceholderWarning?: boolean};
if (placeholders.length > 0 && !warned.sxPlaceholderWarning) {
  warned.sxPlaceholderWarning = true;
  console.warn(
    `[sx-docs] ${placeholders.length} placeholder(s) still in use: ${placeholders.join(', ')}. ` +
      'Set the SX_LINK_* variables listed in the README and the facts in src/data/placeholders.ts before a public deploy.',
  );
}

// Where the site is served from: configuration, not code (see README › Deploy).
const siteUrl = process.env.SITE_URL ?? links.docs;
const baseUrl = process.env.BASE_URL ?? '/';

// Released versions (npm run release -- <version>); the header's version menu
// appears only once there is one. The current docs stay at the unversioned routes.
const versions: string[] = existsSync(`${__dirname}/versions.json`)
  ? JSON.parse(readFileSync(`${__dirname}/versions.json`, 'utf8'))
  : [];
const siteRoot = new URL(baseUrl, siteUrl).href;

// The header's launch button (spec) opens the exchange app; until the phase that ships the swap is
// reached, its label says so (issue 15: no page claims a live product the roadmap has not reached).
const appLive = isLive('swap');
const appPhase = phaseOf('swap');
const appLabel = appLive ? ui.launchAppLabel : `${ui.launchAppLabel} · Phase ${appPhase.number}`;
const appDescription = appLive
  ? `${ui.launchAppLabel} (opens in a new window)`
  : `${appLabel}: the exchange app is planned for Phase ${appPhase.number}: ${appPhase.name} (opens in a new window)`;

const config = {
  title: brand.docsTitle,
  tagline: brand.tagline,
  // No `favicon`: the tab icon is a head tag (below), so main.js does not carry it.
  url: siteUrl,
  baseUrl,
  trailingSlash: false,

  future: {v4: true, faster: true},

  // The banner is an inline script with inline styles and a third-party link; the CSP allows neither.
  baseUrlIssueBanner: false,

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
  markdown: {
    format: 'mdx',
    hooks: {onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'throw'},
  },

  i18n: {defaultLocale: 'en', locales: ['en']},

  customFields: {links},

  plugins: [
    // The theme components' imports from the theme's internal entry, declared in src/plugins/theme-internals.ts
    // and checked on every build.
    checkThemeInternals,
    // The plugins that rely on framework internals, each listed in src/plugins/patches.ts (checked first);
    // SX_STOCK=1 builds without any of them, SX_STOCK=<name>,… without the patches named.
    ...(stock ? [] : [checkPatches]),
    ...(pluginOn('lazy-prism') ? [lazyPrism] : []),
    ...(pluginOn('slim-bundle')
      ? [(context: LoadContext) => slimBundle(context, {released: versions.length > 0})]
      : []),
    ...(pluginOn('page-change') ? [pageChange] : []),
    ...(pluginOn('staged-start') ? [stagedStart] : []),
    ...(someOff ? [withoutPatches] : []),
    // V8's compile hint on main.js and its runtime (public bundler configuration, every build).
    compileHint,
    // Chunk ids and side-effect-free libraries: a smaller main.js and runtime (public bundler options, every build).
    bundleOptions,
    // What a route's prefetch fetches besides the chunks it names: the split chunks those need.
    routeChunks,
    // The facts pages provide (pageFacts, below) in one chunk all pages share.
    './src/plugins/facts-chunk/index.ts',
    // The stylesheet of each page's one "not set yet" notice.
    './src/plugins/placeholder-notice/index.ts',
    // The code colours, as CSS written from prism-react-renderer's themes (imported by src/theme/CodeBlock).
    './src/plugins/prism-colours/index.ts',
    searchIndex,
    // Maintainer plugins (postBuild): social cards, robots.txt + FAQPage JSON-LD, llms.txt + Markdown copies.
    './src/plugins/social-cards/index.ts',
    './src/plugins/seo/index.ts',
    './src/plugins/llms/index.ts',
    // The whitepaper PDF (scripts/pdf.ts), so a plain build links no missing file.
    './src/plugins/whitepaper/index.ts',
    // /<version>/ (trailing slash) answers on a static host: a redirect file to /<version>.
    './src/plugins/version-folders/index.ts',
    // Hashes the inline scripts of the finished HTML for the CSP.
    './src/plugins/security-headers/index.ts',
    // /facts.json per version, /changes.atom, and /integrity.json once the plugins above have written the files
    // it lists (after them in the list: src/plugins/builtPages.ts › writingBuiltFiles).
    './src/plugins/facts/index.ts',
  ],

  // The tab icon, and site-wide structured data (deterministic JSON; never executed).
  headTags: [
    // Inline, not a file: no request at the first paint or at a page change; a PNG, not the SVG (src/lib/seo/icons.ts).
    {
      tagName: 'link',
      attributes: {
        rel: 'icon',
        type: 'image/png',
        sizes: `${inlineFaviconSize}x${inlineFaviconSize}`,
        href: faviconDataUrl(readBrandMark(__dirname)),
      },
    },
    // What changed between versions, as a feed (src/plugins/facts), on every page.
    {
      tagName: 'link',
      attributes: {
        rel: 'alternate',
        type: 'application/atom+xml',
        title: `${brand.docsTitle}: what changed`,
        href: `${baseUrl}${factsFiles.feed}`,
      },
    },
    {
      tagName: 'script',
      attributes: {type: 'application/ld+json'},
      innerHTML: jsonLd(organization(links, brand.name, new URL(logoPngFile, siteRoot).href)),
    },
    {
      tagName: 'script',
      attributes: {type: 'application/ld+json'},
      innerHTML: jsonLd(webSite(brand.docsTitle, siteRoot, brand.tagline)),
    },
  ],

  // Paint the server-rendered page before React runs (see the file).
  ssrTemplate,

  clientModules: [
    './src/clientModules/badUrls.ts',
    './src/clientModules/docsShell.ts',
    './src/clientModules/docPageShell.ts',
    './src/clientModules/anchors.ts',
    './src/clientModules/chunkRecovery.ts',
    './src/clientModules/hoverPreload.ts',
  ],

  presets: [
    [
      'classic',
      {
        docs: {
          routeBasePath: '/',
          sidebarPath: './sidebars.ts',
          // A page change paints a page's first screen before the rest of it (src/components/BelowTheFold).
          // Each page provides the facts its components read (useSiteData), today's or its release's.
          remarkPlugins: [noticePlace, belowTheFold, pageFacts, pageComponents],
          // "Edit this page" opens the source in the docs repository (links module, SX_LINK_DOCS_REPOSITORY).
          editUrl: `${links.docsRepository.replace(/\/+$/, '')}/edit/${process.env.DOCS_BRANCH ?? 'main'}/`,
          // From git history: deploys need the full history (see CONTRIBUTING › Deploy).
          showLastUpdateTime: true,
          lastVersion: 'current',
          // Released versions: a banner pointing to the latest (text in i18n/en/code.json), self-canonical
          // but noindex, so search engines send readers to the current docs (see CONTRIBUTING › Cut a release).
          versions: {
            current: {label: 'Latest'},
            ...Object.fromEntries(versions.map((v) => [v, {banner: 'unmaintained', noIndex: true} as const])),
          },
        },
        // The sitemap lists the current docs only, like the noindex above; <lastmod> is the git date the page shows.
        sitemap: {lastmod: 'date', ignorePatterns: versions.flatMap((v) => [`${baseUrl}${v}`, `${baseUrl}${v}/**`])},
        blog: false,
        pages: false,
        // SVGs imported by components are drawn inline: their ids get the file's name as a prefix, so two
        // drawings on one page cannot take each other's gradients (the theme's SVGO defaults shorten ids to "a").
        svgr: {
          svgrConfig: {
            svgoConfig: {
              plugins: [
                {name: 'preset-default', params: {overrides: {removeTitle: false, removeViewBox: false}}},
                'prefixIds',
              ],
            },
          },
        },
        theme: {customCss: './src/css/custom.css'},
      } satisfies Preset.Options,
    ],
  ],

  themeConfig: {
    metadata: [{property: 'og:site_name', content: brand.docsTitle}],
    colorMode: {
      defaultMode: 'dark',
      disableSwitch: false,
      respectPrefersColorScheme: true,
    },
    docs: {
      sidebar: {hideable: false, autoCollapseCategories: true},
    },
    navbar: {
      // The logo is drawn inline by src/theme/Logo (name and size from src/data/ui.ts).
      title: '',
      items: [
        ...(versions.length > 0 ? [{type: 'docsVersionDropdown', position: 'right'} as const] : []),
        {
          href: links.app,
          label: appLabel,
          position: 'right',
          className: 'navbar-launch-app',
          'aria-label': appDescription,
          title: appDescription,
        },
      ],
    },
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    // The code colours (github light, dracula dark) are CSS (src/plugins/prism-colours),
    // not config that every page's main.js carries.
    prism: {theme: {plain: {}, styles: []}},
  } satisfies Preset.ThemeConfig,
} satisfies Config;

export default config;
