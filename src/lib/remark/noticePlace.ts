/**
 * Remark plugin: the page's one "not set yet" notice (<PlaceholderNotice>,
 * src/components/Placeholder) at the end of the page's content, so a page
 * opens with what the reader came for; on a legal text right after its
 * status line (<LastUpdated>, "Draft, not in force."), since the notice says
 * what keeps it from being in force. Partials (a file or folder whose name
 * starts with `_`) get none: they render inside the page that includes them.
 * Runs before pageComponents, which imports the component.
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
    const status = tree.children.findIndex((node) => node.type === 'mdxJsxFlowElement' && node.name === statusLine);
    tree.children.splice(status >= 0 ? status + 1 : tree.children.length, 0, notice);
  };
}
