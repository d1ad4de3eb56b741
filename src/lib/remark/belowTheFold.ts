/**
 * Remark plugin: a doc page's blocks from its first `##` section on are
 * wrapped in <BelowTheFold> (src/components/BelowTheFold), which renders them
 * one step after the page's first screen when a reader moves to the page in
 * the app. The page's imports and exports stay at the top level; partials
 * (files whose name starts with `_`) are left as they are, they render inside
 * the page that includes them.
 */
import path from 'node:path';
import type {Root, RootContent} from 'mdast';

export const belowTheFoldComponent = 'BelowTheFold';

/** Index of the first block to defer, or -1 when the page is too short to split. */
export function foldIndex(blocks: readonly RootContent[]): number {
  // Keep at least one block above the fold, and the introduction before the first section.
  const firstSection = blocks.findIndex((node, i) => i > 0 && node.type === 'heading' && node.depth === 2);
  // Deferring a last block or two buys nothing: the page is short.
  return firstSection > 0 && blocks.length - firstSection >= 3 ? firstSection : -1;
}

export default function belowTheFold() {
  return (tree: Root, file: {path?: string}): void => {
    if (file.path && path.basename(file.path).startsWith('_')) {
      return;
    }
    const esm = tree.children.filter((node) => node.type === 'mdxjsEsm');
    const blocks = tree.children.filter((node) => node.type !== 'mdxjsEsm');
    const at = foldIndex(blocks);
    if (at < 0) {
      return;
    }
    tree.children = [
      ...esm,
      ...blocks.slice(0, at),
      {
        type: 'mdxJsxFlowElement',
        name: belowTheFoldComponent,
        attributes: [],
        children: blocks.slice(at) as never,
      },
    ];
  };
}
