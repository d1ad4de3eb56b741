/**
 * Front matter of a docs/ page, parsed as YAML (as Docusaurus does), so any
 * valid quoting style ('single', "double", plain, folded) reads the same.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {parse} from 'yaml';
import {pages, type PageDef} from '../../src/data/pages';

export const docsDir = path.resolve(__dirname, '..', '..', 'docs');

export interface FrontMatter {
  readonly [key: string]: unknown;
}

/** Splits a page into its front matter (parsed) and its body. */
export function parseFrontMatter(source: string): {frontMatter: FrontMatter; body: string} {
  const match = /^---\r?\n([\s\S]*?)\r?\n---(?:\r?\n|$)/.exec(source);
  if (!match) {
    return {frontMatter: {}, body: source};
  }
  const parsed: unknown = parse(match[1] ?? '');
  const frontMatter = parsed && typeof parsed === 'object' ? (parsed as FrontMatter) : {};
  return {frontMatter, body: source.slice(match[0].length)};
}

/** The source of docs/<id>.mdx (or .md). */
export function readDoc(id: string): string {
  const mdx = path.join(docsDir, `${id}.mdx`);
  try {
    return readFileSync(mdx, 'utf8');
  } catch {
    return readFileSync(path.join(docsDir, `${id}.md`), 'utf8');
  }
}

/** A string field of the front matter, or '' when absent. */
export function stringField(frontMatter: FrontMatter, name: string): string {
  const value = frontMatter[name];
  return typeof value === 'string' ? value.trim() : '';
}

export interface PageMeta {
  readonly page: PageDef;
  readonly title: string;
  readonly description: string;
  readonly source: string;
}

/** Front matter titles and descriptions of the pages, read from docs/ (what the tests expect to see rendered). */
export const pageMeta: readonly PageMeta[] = pages.map((page) => {
  const source = readDoc(page.id);
  const {frontMatter} = parseFrontMatter(source);
  return {page, title: stringField(frontMatter, 'title'), description: stringField(frontMatter, 'description'), source};
});
