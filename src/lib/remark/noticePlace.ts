/**
 * Remark plugin: the page's one "not set yet" notice (<PlaceholderNotice>,
 * src/components/Placeholder) after the page's first paragraph (or a legal
 * text's status line, <LastUpdated>), so a page says what it is about before
 * what is not set; at the top when the page has no
 * paragraph of its own. Partials (a file or folder whose name starts with `_`) get none:
 * they render inside the page that includes them. Runs before pageComponents,
 * which imports the component.
 */
import path from 'node:path';
import type {Root, RootContent} from 'mdast';

export const noticeComponent = 'PlaceholderNotice';
/** A legal text's status line (src/components/LastUpdated): the notice follows it. */
const statusLine = 'LastUpdated';

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
    const first = tree.children.findIndex(
      (node) => node.type === 'paragraph' || (node.type === 'mdxJsxFlowElement' && node.name === statusLine),
    );
    const top = tree.children.findIndex((node) => node.type !== 'mdxjsEsm');
    const at = first >= 0 ? first + 1 : top >= 0 ? top : tree.children.length;
    tree.children.splice(at, 0, notice);
  };
}
