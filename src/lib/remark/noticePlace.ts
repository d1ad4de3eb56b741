/**
 * Remark plugin: the page's one "not set yet" notice (<PlaceholderNotice>,
 * src/components/Placeholder) in the same place on every page, right after
 * its opening: after the page's status line if its introduction (what comes
 * before the first heading) has one (<LastUpdated>, a legal text's
 * "Status: draft, not in force. …"; <SectionStatus>), else after the introduction's first
 * paragraph (after the banner, if any), so the page opens with its subject.
 * The reader learns what is not set yet before the facts it concerns. Partials
 * (a file or folder whose name starts with `_`) get none: they render inside
 * the page that includes them. Runs before pageComponents, which imports the
 * component.
 */
import path from 'node:path';
import type {Root, RootContent} from 'mdast';

export const noticeComponent = 'PlaceholderNotice';
/** A page's status line, in its introduction: the notice follows it. */
export const statusLines: readonly string[] = ['LastUpdated', 'SectionStatus'];
/** What may open a page before its text: the notice follows it when the page has no status line. */
const opening = 'Banner';

const isElement = (node: RootContent, names: readonly string[]): boolean =>
  node.type === 'mdxJsxFlowElement' && names.includes(node.name ?? '');

export default function noticePlace() {
  return (tree: Root, file: {path?: string}): void => {
    if (
      file.path &&
      path
        .relative(process.cwd(), file.path)
        .split(path.sep)
        .some((part) => part.startsWith('_'))
    )
      return;
    const notice = {type: 'mdxJsxFlowElement', name: noticeComponent, attributes: [], children: []} as RootContent;
    const firstHeading = tree.children.findIndex((node) => node.type === 'heading');
    const intro = tree.children.slice(0, firstHeading === -1 ? tree.children.length : firstHeading);
    const status = intro.map((node) => isElement(node, statusLines)).lastIndexOf(true);
    const banner = intro.findIndex((node) => isElement(node, [opening]));
    // After the last status line, else the first paragraph after the banner or the imports (they stay first).
    const imports = intro.filter((node) => node.type === 'mdxjsEsm').length;
    const start = banner >= 0 ? banner : imports - 1;
    const paragraph = intro.findIndex((node, i) => i > start && node.type === 'paragraph');
    const after = status >= 0 ? status : paragraph >= 0 ? paragraph : start;
    tree.children.splice(after + 1, 0, notice);
  };
}
