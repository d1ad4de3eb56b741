/**
 * Every built page carries its own security policy (src/plugins/security-headers):
 * a host that ignores build/_headers (GitHub Pages) still serves the CSP and the
 * referrer policy. e2e/meta-csp.spec.ts checks in a browser that the page's own
 * policy blocks an injected script.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import test from 'node:test';
import {parseHeaderRules} from '../../scripts/serve.mjs';
import {inlineScripts, metaPolicy, scriptHash} from '../../src/plugins/security-headers/headers';
import {buildDir, builtFiles} from './files';

const catchAll = (
  parseHeaderRules(readFileSync(path.join(buildDir, '_headers'), 'utf8')) as {
    re: RegExp;
    headers: [string, string][];
  }[]
).find((r) => r.re.test('/any/path'));
const header = (name: string) => catchAll?.headers.find(([n]) => n === name)?.[1] ?? '';
const pages = builtFiles((rel) => rel.endsWith('.html'));

/** The value of the first `<meta>` whose `key` attribute is `value`, and where it starts. */
function meta(html: string, key: string, value: string): {content?: string; at: number; count: number} {
  const tags = [...html.matchAll(/<meta\b[^>]*>/gi)].filter((m) =>
    new RegExp(`\\s${key}=["']?${value}["'\\s/>]`, 'i').test(m[0]),
  );
  const first = tags[0];
  const content = first
    ? /\scontent="([^"]*)"/
        .exec(first[0])?.[1]
        ?.replace(/&quot;/g, '"')
        .replace(/&amp;/g, '&')
    : undefined;
  return {content, at: first?.index ?? -1, count: tags.length};
}

test('every page has the header CSP (less what a <meta> cannot carry) as a <meta>, before any script', () => {
  const csp = header('Content-Security-Policy');
  assert.ok(csp, 'build/_headers has no Content-Security-Policy on /*');
  for (const file of pages) {
    const rel = path.relative(buildDir, file);
    const html = readFileSync(file, 'utf8');
    const policy = meta(html, 'http-equiv', 'Content-Security-Policy');
    assert.equal(policy.count, 1, `${rel}: one CSP <meta> (src/plugins/security-headers adds it after the build)`);
    assert.equal(policy.content, metaPolicy(csp), `${rel}: the CSP <meta> differs from build/_headers`);
    const head = html.search(/<head[\s>]/i);
    const firstScript = html.search(/<script\b/i);
    assert.ok(head >= 0 && policy.at > head, `${rel}: the CSP <meta> is not in <head>`);
    assert.ok(
      firstScript < 0 || policy.at < firstScript,
      `${rel}: a script comes before the CSP <meta>, which governs only what follows it`,
    );
    for (const body of inlineScripts(html)) {
      assert.ok(
        policy.content?.includes(scriptHash(body)),
        `${rel}: inline script not allowed by its own policy: ${body.slice(0, 80)}`,
      );
    }
  }
});

test('every page has the header referrer policy as a <meta>', () => {
  const referrer = header('Referrer-Policy');
  assert.ok(referrer, 'build/_headers has no Referrer-Policy on /*');
  for (const file of pages) {
    const found = meta(readFileSync(file, 'utf8'), 'name', 'referrer');
    assert.equal(found.count, 1, `${path.relative(buildDir, file)}: one referrer <meta>`);
    assert.equal(
      found.content,
      referrer,
      `${path.relative(buildDir, file)}: referrer <meta> differs from build/_headers`,
    );
  }
});
