/**
 * Checks on the built site (run after `npm run build`): what other programs read.
 * The Nu HTML Checker (vnu-jar, on Java) validates every built page in one run;
 * html-validate (recommended preset) reads each page too; and every page has the
 * metadata a reader's browser, a search engine and a screen reader need:
 * a unique <title>, a meta description, <html lang> and a canonical URL on this site.
 */
import assert from 'node:assert/strict';
import {execFile} from 'node:child_process';
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {promisify} from 'node:util';
import test from 'node:test';
import {HtmlValidate, type ConfigData} from 'html-validate';
import {load} from 'cheerio';
import {buildDir, builtFiles} from './files';

const htmlFiles = builtFiles((f) => f.endsWith('.html'));
const rel = (file: string) => path.relative(buildDir, file);

test('the Nu HTML Checker reports no error on any built page', async () => {
  // The package exports the path of vnu.jar.
  const vnu = String(createRequire(__filename)('vnu-jar'));
  const pages = htmlFiles;
  assert.ok(pages.length > 0, 'no built pages: run `npm run build` first');
  const run = await promisify(execFile)('java', ['-jar', vnu, '--errors-only', '--format', 'json', ...pages], {
    maxBuffer: 64 * 1024 * 1024,
  }).catch((err: {stdout?: string; stderr?: string}) => err);
  const report = JSON.parse(run.stderr || run.stdout || '{"messages":[]}') as {
    messages: {type: string; url: string; message: string; lastLine?: number; extract?: string}[];
  };
  // The checker predates `<link rel="expect" blocking="render">` (HTML Standard, link type
  // "expect", 2023), which src/ssr/template.ts puts in every page: only that element's report
  // is set aside, quoted or not (minifiers differ); a `blocking` attribute on any other link still fails here.
  const lagging = (m: {message: string; extract?: string}): boolean =>
    m.message.includes('“blocking” attribute') &&
    /<link rel="?expect"? href="?#[\w-]+"? blocking="?render"?/.test(m.extract ?? '');
  const errors = report.messages.filter((m) => m.type === 'error' && !lagging(m));
  assert.deepEqual(
    errors.map((m) => `${m.url.replace(/^.*\/build\//, '')}:${m.lastLine ?? ''} ${m.message}`),
    [],
  );
});

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
    // React writes boolean attributes as download="" (HTML allows both forms).
    'attribute-empty-style': 'off',
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

test('every page passes html-validate with zero errors', async () => {
  assert.ok(htmlFiles.length > 0, 'no built pages: run `npm run build` first');
  const validator = new HtmlValidate(config);
  const problems: string[] = [];
  for (const file of htmlFiles) {
    const report = await validator.validateString(readFileSync(file, 'utf8'), rel(file));
    for (const result of report.results) {
      for (const m of result.messages) {
        problems.push(`${rel(file)}:${m.line}:${m.column} ${m.ruleId}: ${m.message}`);
      }
    }
  }
  assert.deepEqual(problems, []);
});

test('every page has a unique title, a description, a language and a canonical URL on this site', () => {
  const home = load(readFileSync(path.join(buildDir, 'index.html'), 'utf8'));
  const site = new URL(home('link[rel="canonical"]').attr('href') ?? '');
  const titles = new Map<string, string>();
  for (const file of htmlFiles) {
    const $ = load(readFileSync(file, 'utf8'));
    const name = rel(file);
    const title = $('head > title').text().trim();
    assert.ok(title, `${name}: <title>`);
    assert.equal(titles.get(title), undefined, `${name} has the same title as ${titles.get(title)}`);
    titles.set(title, name);
    const description = $('head meta[name="description"]').attr('content') ?? '';
    assert.ok(description.length > 20, `${name}: meta description "${description}"`);
    assert.equal($('html').attr('lang'), 'en', `${name}: <html lang>`);
    const canonical = new URL($('head link[rel="canonical"]').attr('href') ?? '', 'invalid:/');
    assert.equal(canonical.protocol, 'https:', `${name}: canonical ${canonical.href}`);
    assert.equal(canonical.host, site.host, `${name}: canonical ${canonical.href}`);
  }
});
