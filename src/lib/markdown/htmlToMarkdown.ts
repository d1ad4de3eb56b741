/**
 * The article of a built page as an htmlparser2 tree, for the search text
 * extractor (src/plugins/search-index/extract.ts). The Markdown copies are
 * made by ./toMarkdown.ts (unified).
 */
import {DomUtils, type parseDocument} from 'htmlparser2';
import {parse} from 'parse5';
import {adapter} from 'parse5-htmlparser2-tree-adapter';

type Doc = ReturnType<typeof parseDocument>;
type Node = Doc['children'][number];
type El = Extract<Node, {name: string; attribs: Record<string, string>}>;

/**
 * The `.theme-doc-markdown` element of a built page, or undefined. Parsed by
 * parse5 (the HTML standard's algorithm): the minified build omits optional
 * end tags, which only a spec-compliant parser closes correctly.
 */
export function findArticle(html: string): El | undefined {
  const doc = parse(html, {treeAdapter: adapter}) as unknown as Doc;
  const isArticle = (e: El) => (e.attribs.class ?? '').split(/\s+/).includes('theme-doc-markdown');
  return (DomUtils.findOne((e) => isArticle(e as El), doc.children) as El | null | undefined) ?? undefined;
}
