/** Front matter titles and descriptions of the pages, read from docs/ (what the tests expect to see rendered). */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {pages, type PageDef} from '../src/data/pages';

export interface PageMeta {
  readonly page: PageDef;
  readonly title: string;
  readonly description: string;
  readonly source: string;
}

const field = (source: string, name: string) =>
  (new RegExp(`^${name}:\\s*(.*)$`, 'm').exec(source)?.[1] ?? '').trim().replace(/^"(.*)"$/, '$1');

export const pageMeta: readonly PageMeta[] = pages.map((page) => {
  const source = readFileSync(path.join(__dirname, '..', 'docs', `${page.id}.mdx`), 'utf8');
  return {page, title: field(source, 'title'), description: field(source, 'description'), source};
});
