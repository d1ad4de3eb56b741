/**
 * Theme parts left out of main.js (src/plugins/slim-bundle › switchedOff):
 * only while the config shows none of them, and every swapped file exists
 * (a theme update that moves one would quietly bundle it again). And the
 * site config main.js carries (clientSiteConfig), the version props without
 * the docs map while nothing shows doc cards (usesDocCards) and with a marker
 * for each section's heading links, the global data without doc lists, the docs
 * data every doc page loads found for main.js (docsRouteData), and the site
 * metadata without plugin versions.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import {
  clientSiteConfig,
  clientSiteMetadata,
  docsRouteData,
  hasDraftOrUnlisted,
  hasTags,
  switchedOff,
  usesDocCards,
} from '../../src/plugins/slim-bundle';
import {anchorsOf} from '../../src/plugins/slim-bundle/anchors.js';
import {switchedOffComponents} from '../../src/plugins/patches';
import config from '../../docusaurus.config';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const versionDocsLoader = require('../../src/plugins/slim-bundle/version-docs-loader.js') as (
  this: {getOptions: () => object},
  source: string,
) => string;
// eslint-disable-next-line @typescript-eslint/no-require-imports
const globalDataLoader = require('../../src/plugins/slim-bundle/global-data-loader.js') as (source: string) => string;

type SiteConfig = LoadContext['siteConfig'];
const withTheme = (themeConfig: object): SiteConfig => ({...config, themeConfig}) as unknown as SiteConfig;

test('with no footer, announcement bar, version menu, release, draft, tags or base-URL banner, each is left out, and the files exist', () => {
  const off = switchedOff(
    {...withTheme({navbar: {items: [{href: 'https://app.example'}]}}), baseUrlIssueBanner: false},
    false,
    false,
    false,
  );
  assert.deepEqual(off.sort(), Object.values(switchedOffComponents).sort());
  for (const file of off) {
    assert.ok(existsSync(file), `${file} is gone: update switchedOff() in src/plugins/slim-bundle`);
  }
});

test('a footer, an announcement bar, a version menu, a release, a draft or the base-URL banner keeps its components', () => {
  assert.deepEqual(
    switchedOff(
      {
        ...withTheme({
          footer: {links: []},
          announcementBar: {content: 'Hello'},
          navbar: {items: [{type: 'docsVersionDropdown'}]},
        }),
        baseUrlIssueBanner: true,
      },
      true,
    ),
    [],
  );
});

test("the site's own config leaves out only what it does not show", () => {
  const theme = config.themeConfig as {navbar: {items: {type?: string}[]}; footer?: unknown};
  const hasMenu = theme.navbar.items.some((i) => i.type === 'docsVersionDropdown');
  const off = switchedOff(config as unknown as SiteConfig, hasMenu);
  assert.equal(
    off.some((f) => f.includes('DocsVersionDropdown')),
    !hasMenu,
  );
  assert.equal(
    off.some((f) => f.includes('Footer')),
    !theme.footer,
  );
});

test('the browser gets every config value its code reads, and not the page template or plugin list', () => {
  const site = config as unknown as SiteConfig;
  const client = clientSiteConfig(site);
  // What the core, the theme and src/ read in the browser (useDocusaurusContext().siteConfig).
  const read = [
    'title',
    'tagline',
    'url',
    'baseUrl',
    'trailingSlash',
    'favicon',
    'i18n',
    'themeConfig',
    'customFields',
  ];
  for (const key of read) {
    assert.deepEqual(client[key], site[key as keyof SiteConfig], `${key} must reach the browser`);
  }
  assert.deepEqual(client.future, {experimental_router: site.future?.experimental_router});
  // Every built page already carries these; main.js need not.
  for (const key of ['ssrTemplate', 'headTags', 'plugins', 'presets', 'clientModules']) {
    assert.ok(!(key in client), `${key} is for the build only`);
  }
});

test('doc descriptions leave the version props only while no page shows doc cards', () => {
  const site = mkdtempSync(path.join(tmpdir(), 'sx-cards-'));
  mkdirSync(path.join(site, 'docs'));
  writeFileSync(path.join(site, 'sidebars.ts'), 'export default {docs: [{type: "doc", id: "a"}]};\n');
  writeFileSync(path.join(site, 'docs', 'a.md'), '# A\n\nNo cards here.\n');
  assert.equal(usesDocCards(site), false);
  writeFileSync(path.join(site, 'docs', 'b.mdx'), "import DocCardList from '@theme/DocCardList';\n\n<DocCardList />\n");
  assert.equal(usesDocCards(site), true, 'a page with <DocCardList /> needs the descriptions');
  rmSync(path.join(site, 'docs', 'b.mdx'));
  writeFileSync(
    path.join(site, 'sidebars.ts'),
    "export default {docs: [{type: 'category', link: {type: 'generated-index'}}]};\n",
  );
  assert.equal(usesDocCards(site), true, 'a generated index shows cards');
  rmSync(site, {recursive: true});
});

test('the version props lose the docs map while no page shows doc cards, and nothing else', () => {
  const props = {
    version: {
      label: 'Latest',
      docsSidebars: {docs: [{type: 'link', label: 'A', href: '/a', description: 'kept: a sidebar item'}]},
      docs: {a: {id: 'a', title: 'A', description: 'dropped', sidebar: 'docs'}},
    },
  };
  const load = (options: object, source: string) => versionDocsLoader.call({getOptions: () => options}, source);
  const out = JSON.parse(load({cards: false}, JSON.stringify(props))) as typeof props;
  assert.deepEqual(out.version.docs, {});
  assert.deepEqual(out.version.docsSidebars, props.version.docsSidebars);
  assert.equal(out.version.label, 'Latest');
  assert.deepEqual(JSON.parse(load({cards: true}, JSON.stringify(props))), props, 'doc cards read the map');
  assert.deepEqual(JSON.parse(load({cards: false}, '{"other": true}')), {other: true});
});

test("the browser's version props hold one marker per section for its heading links, found by section href", () => {
  const link = (href: string) => ({type: 'link', label: href, href});
  const section = (href: string, items: object[]) => ({type: 'category', label: href, href, items});
  const sidebar = [
    section('/a', [link('/a#x'), link('/a#y'), section('/b', [link('/b#z')]), link('/c')]),
    section('/d', [link('/e#not-its-own')]),
  ];
  const props = {version: {docsSidebars: {docs: sidebar}, docs: {}}};
  const load = (source: string) => versionDocsLoader.call({getOptions: () => ({anchors: true})}, source);
  const out = JSON.parse(load(JSON.stringify(props))) as typeof props;
  assert.deepEqual(out.version.docsSidebars.docs, [
    section('/a', [{type: 'anchors'}, section('/b', [{type: 'anchors'}]), link('/c')]),
    section('/d', [link('/e#not-its-own')]),
  ]);
  assert.deepEqual(anchorsOf(sidebar), {'/a': [link('/a#x'), link('/a#y')], '/b': [link('/b#z')]});
});

test('the global data keeps each version’s main doc only (before a release)', () => {
  const data = {
    'docusaurus-plugin-content-docs': {
      default: {
        path: '/',
        versions: [
          {
            name: 'current',
            mainDocId: 'index',
            docs: [
              {id: 'index', path: '/'},
              {id: 'faq', path: '/faq'},
            ],
          },
        ],
      },
    },
    other: {kept: true},
  };
  const out = JSON.parse(globalDataLoader(JSON.stringify(data))) as typeof data;
  assert.deepEqual(out['docusaurus-plugin-content-docs'].default.versions[0]!.docs, [{id: 'index', path: '/'}]);
  assert.deepEqual(out.other, {kept: true});
});

test('the draft and unlisted notices stay while any page of any version is one', () => {
  const docs = (...pages: object[]) => ({
    'docusaurus-plugin-content-docs': {default: {loadedVersions: [{docs: pages}]}},
  });
  assert.equal(hasDraftOrUnlisted(docs({frontMatter: {}}, {unlisted: false, frontMatter: {}})), false);
  assert.equal(hasDraftOrUnlisted(docs({frontMatter: {}}, {unlisted: true, frontMatter: {}})), true);
  assert.equal(hasDraftOrUnlisted(docs({frontMatter: {draft: true}})), true);
  assert.equal(hasDraftOrUnlisted({}), false);
});

test('the tags row stays while any page of any version has tags', () => {
  const docs = (...pages: object[]) => ({
    'docusaurus-plugin-content-docs': {default: {loadedVersions: [{docs: [{tags: []}]}, {docs: pages}]}},
  });
  assert.equal(hasTags(docs({tags: []}, {})), false);
  assert.equal(hasTags(docs({tags: [{label: 'fees', permalink: '/tags/fees'}]})), true);
  assert.equal(hasTags({}), false);
});

test('the browser site metadata keeps the versions and leaves out the plugin list', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'sx-meta-'));
  try {
    assert.equal(clientSiteMetadata(dir), null, 'no core file yet: nothing to replace it with');
    const core = {docusaurusVersion: '3.0.0', siteVersion: '1.2.3', pluginVersions: {a: {type: 'local'}}};
    writeFileSync(path.join(dir, 'site-metadata.json'), JSON.stringify(core));
    const client = JSON.parse(readFileSync(clientSiteMetadata(dir)!, 'utf8')) as typeof core;
    assert.deepEqual(client, {...core, pluginVersions: {}});
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
});

test("the docs data for main.js is the plugin's route context and the current version's props, not a release's", () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'sx-docs-data-'));
  try {
    assert.equal(docsRouteData(dir), null, 'nothing written yet: the data loads as before');
    const docs = path.join(dir, 'docusaurus-plugin-content-docs', 'default');
    mkdirSync(path.join(docs, 'p'), {recursive: true});
    writeFileSync(path.join(docs, '__plugin.json'), '{"name":"docusaurus-plugin-content-docs","id":"default"}');
    writeFileSync(path.join(docs, 'p', 'a-1.json'), JSON.stringify({version: {version: '1.0'}}));
    assert.equal(docsRouteData(dir), null, 'only a release: no current version to put in main.js');
    writeFileSync(path.join(docs, 'p', 'b-2.json'), JSON.stringify({version: {version: 'current'}}));
    assert.deepEqual(docsRouteData(dir), {
      plugin: path.join(docs, '__plugin.json'),
      currentVersion: path.join(docs, 'p', 'b-2.json'),
    });
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
});
