/**
 * Every built page is valid HTML (html-validate, recommended preset) and has
 * the metadata a reader's browser, a search engine and a screen reader need:
 * a unique <title>, a meta description, <html lang> and a canonical URL.
 * Reads build/*.html directly; no browser needed.
 */
import {HtmlValidate, type ConfigData} from 'html-validate';
import {test, expect} from './fixtures';
import {builtHtmlFiles, readBuilt, siteUrl} from './built';

/**
 * The recommended preset, relaxed only where the minifier or Docusaurus's own
 * markup differs from html-validate's style preferences — never for an error
 * a browser or an assistive technology would trip on.
 */
const config: ConfigData = {
  extends: ['html-validate:recommended'],
  rules: {
    // The minifier writes <!doctype html> in lower case, which HTML allows.
    'doctype-style': 'off',
    // The minifier drops attribute quotes where HTML allows it.
    'attr-quotes': 'off',
    // The minifier omits optional end tags (</li>, </p>, </html>), which HTML allows.
    'no-implicit-close': 'off',
    // React and the theme write void elements as <meta/>; HTML allows both forms.
    'void-style': 'off',
    // The theme's ids start with "__docusaurus"; relaxed mode still rejects what HTML rejects (spaces, empty).
    'valid-id': ['error', {relaxed: true}],
    // The minifier decodes "&amp;" to "&" where unambiguous ("Audits & Links"); relaxed still rejects ambiguous ones.
    'no-raw-characters': ['error', {relaxed: true}],
    // The theme's skip link sits in <div role="region" aria-label="Skip to main content">.
    'prefer-native-element': ['error', {exclude: ['region']}],
    // The theme's external-link icon is an <svg aria-label> (hidden by our CSS in the one place it appears).
    'aria-label-misuse': ['error', {elements: {exclude: ['svg']}}],
  },
};

const files = builtHtmlFiles();

function first(html: string, re: RegExp): string | undefined {
  const m = re.exec(html);
  return m ? (m[1] ?? m[2] ?? m[3] ?? '').trim() : undefined;
}
/** An attribute value, quoted or not. */
const attr = (name: string) => `${name}=(?:"([^"]*)"|'([^']*)'|([^\\s>"']+))`;

test.describe('built HTML @desktop', () => {
  test('every page passes html-validate with zero errors', async () => {
    const validator = new HtmlValidate(config);
    const problems: string[] = [];
    for (const file of files) {
      const report = await validator.validateString(readBuilt(file), file);
      for (const result of report.results) {
        for (const m of result.messages) {
          problems.push(`${file}:${m.line}:${m.column} ${m.ruleId}: ${m.message}`);
        }
      }
    }
    expect(files.length).toBeGreaterThanOrEqual(17);
    expect(problems).toEqual([]);
  });

  test('every page has a unique title, a description, a language and a canonical URL', () => {
    const site = new URL(siteUrl());
    const titles = new Map<string, string>();
    for (const file of files) {
      const html = readBuilt(file);
      const title = first(html, /<title[^>]*>([^<]*)<\/title>/);
      expect(title, `${file} <title>`).toBeTruthy();
      expect(titles.get(title ?? ''), `${file} has the same title as ${titles.get(title ?? '')}`).toBeUndefined();
      titles.set(title ?? '', file);

      const description = first(html, new RegExp(`<meta[^>]*name=["']?description["']?[^>]*${attr('content')}`));
      expect(description?.length, `${file} meta description`).toBeGreaterThan(20);

      expect(first(html, new RegExp(`<html[^>]*\\s${attr('lang')}`)), `${file} <html lang>`).toBe('en');

      const canonical = first(html, new RegExp(`<link[^>]*rel=["']?canonical["']?[^>]*${attr('href')}`));
      expect(canonical, `${file} canonical`).toBeTruthy();
      const url = new URL(canonical ?? '');
      expect(url.protocol, `${file} canonical`).toBe('https:');
      expect(url.host, `${file} canonical`).toBe(site.host);
    }
  });
});
