import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {themes as prismThemes} from 'prism-react-renderer';
import {brand, ui} from './src/data/ui';
import {placeholdersInUse, resolveLinks} from './src/data/links';
import lazyPrism from './src/plugins/lazy-prism';
import slimBundle from './src/plugins/slim-bundle';
import {ssrTemplate} from './src/ssr/template';

// Every external address, resolved once from src/data/links.ts and the
// environment; pages read them from customFields through useLinks().
const links = resolveLinks(process.env);
const placeholders = placeholdersInUse(links);
const warned = globalThis as {sxPlaceholderWarning?: boolean};
if (placeholders.length > 0 && !warned.sxPlaceholderWarning) {
  warned.sxPlaceholderWarning = true;
  console.warn(
    `[sx-docs] ${placeholders.length} link(s) still use .example placeholders: ${placeholders.join(', ')}. ` +
      'Set the SX_LINK_* variables listed in the README before a public deploy.',
  );
}

// Where the site is served from: configuration, not code (see README › Deploy).
const siteUrl = process.env.SITE_URL ?? links.docs;
const baseUrl = process.env.BASE_URL ?? '/';

const config = {
  title: brand.docsTitle,
  tagline: brand.tagline,
  favicon: 'img/favicon.svg',
  url: siteUrl,
  baseUrl,
  trailingSlash: false,

  future: {v4: true, faster: true},

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
  markdown: {
    format: 'mdx',
    hooks: {onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'throw'},
  },

  i18n: {defaultLocale: 'en', locales: ['en']},

  customFields: {links},

  plugins: [lazyPrism, slimBundle],

  // Paint the server-rendered page before React runs (see the file).
  ssrTemplate,

  clientModules: ['./src/clientModules/anchors.ts', './src/clientModules/chunkRecovery.ts'],

  presets: [
    [
      'classic',
      {
        docs: {
          routeBasePath: '/',
          sidebarPath: './sidebars.ts',
        },
        blog: false,
        pages: false,
        theme: {customCss: './src/css/custom.css'},
      } satisfies Preset.Options,
    ],
  ],

  themeConfig: {
    colorMode: {
      defaultMode: 'dark',
      disableSwitch: false,
      respectPrefersColorScheme: true,
    },
    docs: {
      sidebar: {hideable: false, autoCollapseCategories: true},
    },
    navbar: {
      title: '',
      logo: {
        alt: `${brand.name} home`,
        src: 'img/logo-light.svg',
        srcDark: 'img/logo-dark.svg',
        width: ui.logo.width,
        height: ui.logo.height,
      },
      items: [
        {
          href: links.app,
          label: ui.launchAppLabel,
          position: 'right',
          className: 'navbar-launch-app',
          'aria-label': `${ui.launchAppLabel} (opens in a new window)`,
        },
      ],
    },
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    prism: {
      theme: prismThemes.github,
      darkTheme: prismThemes.dracula,
    },
  } satisfies Preset.ThemeConfig,
} satisfies Config;

export default config;
