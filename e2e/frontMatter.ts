/** Front matter titles and descriptions of the pages, read from docs/ (what the tests expect to see rendered). */
import {pages, type PageDef} from '../src/data/pages';
import {parseFrontMatter, readDoc, stringField} from '../test/lib/frontMatter';

export interface PageMeta {
  readonly page: PageDef;
  readonly title: string;
  readonly description: string;
  readonly source: string;
}

export const pageMeta: readonly PageMeta[] = pages.map((page) => {
  const source = readDoc(page.id);
  const {frontMatter} = parseFrontMatter(source);
  return {page, title: stringField(frontMatter, 'title'), description: stringField(frontMatter, 'description'), source};
});
