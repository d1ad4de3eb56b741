/**
 * Remark plugin: each doc page provides the facts its components read
 * (useSiteData(), src/data/context) itself. The page's content is wrapped in
 * `<SiteDataProvider value={…}>`, with today's `src/data` imported by the
 * page; a page of a released version, which exports its frozen snapshot as
 * `siteData` (written by `npm run release`), provides that snapshot over
 * today's facts (only facts added after the release fall back to today's, so
 * newer components still render).
 *
 * So the facts travel with the pages that show them, not in main.js: the page
 * shown at load keeps its server HTML and loads no facts at all (issue 18).
 * Partials (files whose name starts with `_`) render inside the page that
 * includes them, under its provider. Runs after belowTheFold, which splits the
 * page's top-level blocks.
 */
import path from 'node:path';
import {parse} from 'acorn';
import type {Program} from 'estree';
import type {Root, RootContent} from 'mdast';

/** The data modules a page's facts come from. */
export const factsModules = {
  context: '@site/src/data/context',
  today: '@site/src/data/all',
} as const;

const program = (code: string): Program =>
  parse(code, {ecmaVersion: 'latest', sourceType: 'module'}) as unknown as Program;

/** The module a frozen page exports as `siteData` (`export * as siteData from '…'`), or undefined. */
export function frozenFacts(tree: Root): string | undefined {
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm') {
      continue;
    }
    const body = (node.data?.estree as Program | undefined)?.body ?? program(node.value).body;
    for (const statement of body) {
      if (
        statement.type === 'ExportAllDeclaration' &&
        statement.exported?.type === 'Identifier' &&
        statement.exported.name === 'siteData' &&
        typeof statement.source.value === 'string'
      ) {
        return statement.source.value;
      }
    }
  }
  return undefined;
}

export default function pageFacts() {
  return (tree: Root, file: {path?: string}): void => {
    if (file.path && path.basename(file.path).startsWith('_')) {
      return;
    }
    const frozen = frozenFacts(tree);
    const imports = [
      `import {SiteDataProvider as SxFacts} from '${factsModules.context}';`,
      `import * as sxToday from '${factsModules.today}';`,
      ...(frozen ? [`import * as sxFrozen from ${JSON.stringify(frozen)};`] : []),
    ].join('\n');
    const value = frozen ? '{...sxToday, ...sxFrozen}' : 'sxToday';
    const esm = tree.children.filter((node) => node.type === 'mdxjsEsm');
    const blocks = tree.children.filter((node) => node.type !== 'mdxjsEsm');
    tree.children = [
      ...esm,
      {type: 'mdxjsEsm', value: imports, data: {estree: program(imports)}},
      {
        type: 'mdxJsxFlowElement',
        name: 'SxFacts',
        attributes: [
          {
            type: 'mdxJsxAttribute',
            name: 'value',
            value: {type: 'mdxJsxAttributeValueExpression', value, data: {estree: program(`(${value})`)}},
          },
        ],
        children: blocks as never,
      } as RootContent,
    ];
  };
}
