/**
 * Theme parts left out of main.js (src/plugins/slim-bundle › switchedOff):
 * only while the config shows none of them, and every swapped file exists
 * (a theme update that moves one would quietly bundle it again). And the
 * site config main.js carries (clientSiteConfig).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync} from 'node:fs';
import type {LoadContext} from '@docusaurus/types';
import {clientSiteConfig, switchedOff} from '../../src/plugins/slim-bundle';
import config from '../../docusaurus.config';

type SiteConfig = LoadContext['siteConfig'];
const withTheme = (themeConfig: object): SiteConfig => ({...config, themeConfig}) as unknown as SiteConfig;

test('with no footer, announcement bar, version menu or release, each is left out, and the files exist', () => {
  const off = switchedOff(withTheme({navbar: {items: [{href: 'https://app.example'}]}}), false);
  assert.equal(off.length, 5);
  for (const file of off) {
    assert.ok(existsSync(file), `${file} is gone: update switchedOff() in src/plugins/slim-bundle`);
  }
});

test('a footer, an announcement bar, a version menu or a release keeps its components', () => {
  assert.deepEqual(
    switchedOff(
      withTheme({
        footer: {links: []},
        announcementBar: {content: 'Hello'},
        navbar: {items: [{type: 'docsVersionDropdown'}]},
      }),
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
