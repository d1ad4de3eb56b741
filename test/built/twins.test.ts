/**
 * What a reader copies is the plain text: no invisible break hints (zero-width
 * space, soft hyphen, word joiner) in any Markdown twin or in the text of any
 * page's main content — an address copied with one is a different address.
 * Break opportunities are <wbr> elements (src/components/ExternalLink, Address),
 * which are no characters. Twins also carry URLs without Markdown escapes.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import test from 'node:test';
import {toText} from 'hast-util-to-text';
import {findElement, hasClass, parseHtml} from '../../src/lib/markdown/toMarkdown';
import {all, buildDir, builtFiles} from './files';

const hints = /[\u00ad\u200b\u2060]/g;
const name = (c: string) => `U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
const around = (text: string, i: number) => JSON.stringify(text.slice(Math.max(0, i - 30), i + 30));

function hintsIn(text: string): string[] {
  return [...text.matchAll(hints)].map((m) => `${name(m[0])} in ${around(text, m.index)}`);
}

const rel = (f: string) => path.relative(buildDir, f);

test('no twin carries a zero-width space, soft hyphen or word joiner, nor an escaped URL', () => {
  const twins = builtFiles((f) => f.endsWith('.md') || /^llms(-full)?\.txt$/.test(f));
  assert.ok(twins.length > 0, `no Markdown twins in ${buildDir}: run npm run build`);
  const bad: string[] = [];
  for (const file of twins) {
    const md = readFileSync(file, 'utf8');
    bad.push(...hintsIn(md).map((h) => `${rel(file)}: ${h}`));
    for (const m of md.matchAll(/[a-z][a-z+.-]*\\:\/\//gi))
      bad.push(`${rel(file)}: escaped URL ${around(md, m.index)}`);
  }
  assert.deepEqual(bad, [], 'write break opportunities as <wbr> (no character); twins carry the plain address');
});

test("no page's main content carries a zero-width space, soft hyphen or word joiner in its text", () => {
  const pages = builtFiles((f) => f.endsWith('.html'));
  const bad: string[] = [];
  for (const file of pages) {
    const main = findElement(parseHtml(readFileSync(file, 'utf8')), (e) => e.tagName === 'main');
    if (!main) continue;
    // Docusaurus's heading anchor (`.hash-link`, its text a lone U+200B, named by aria-label) is no word of the page.
    for (const anchor of all(main, (e) => hasClass(e, 'hash-link'))) anchor.children = [];
    bad.push(...hintsIn(toText(main)).map((h) => `${rel(file)}: ${h}`));
  }
  assert.ok(pages.length > 0, `no pages in ${buildDir}: run npm run build`);
  assert.deepEqual(bad, [], 'use <wbr> (or CSS) for break opportunities, never a character a reader would copy');
});
