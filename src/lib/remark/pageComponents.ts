/**
 * Remark plugin: a page that uses one of the site's content components
 * (<Rule>, <Term>, <Status>…) imports it itself, so the component travels in
 * the chunks of the pages that show it, not in every page's main.js through
 * src/theme/MDXComponents (the page shown at load keeps its server HTML and
 * loads none of its content's scripts). Writers still use the components
 * without importing them; a name the file imports or declares itself is left
 * to the file. Partials get the imports too: they are modules of their own.
 */
import {parse} from 'acorn';
import type {Node as EsNode, Program} from 'estree';
import type {Root, RootContent} from 'mdast';

const components = '@site/src/components';

/** A content component's module, which exports it under its name, or as its default export. */
export interface ComponentSource {
  readonly from: string;
  readonly default?: true;
}

/** Each content component, by the name pages use, and where it comes from. */
export const pageComponents = {
  AuditStatus: {from: `${components}/AuditTable/AuditStatus`},
  Availability: {from: `${components}/Status`},
  CallToAction: {from: `${components}/Status`},
  CurrentPhase: {from: `${components}/Status`},
  ExternalLink: {from: `${components}/ExternalLink`, default: true},
  Live: {from: `${components}/Status`},
  PhaseLink: {from: `${components}/Status`},
  PlaceholderNotice: {from: `${components}/Placeholder`},
  Planned: {from: `${components}/Status`},
  SectionStatus: {from: `${components}/Status`},
  Status: {from: `${components}/Status`},
  Rule: {from: `${components}/Rule`, default: true},
  Term: {from: `${components}/Glossary`},
  Upcoming: {from: `${components}/Upcoming`, default: true},
} as const satisfies Record<string, ComponentSource>;

type ComponentName = keyof typeof pageComponents;

const program = (code: string): Program =>
  parse(code, {ecmaVersion: 'latest', sourceType: 'module'}) as unknown as Program;

/** JSX element names in an expression's syntax tree (`{ok && <Live of="swap">…</Live>}`). */
function jsxNames(node: unknown, found: Set<string>): void {
  if (!node || typeof node !== 'object') {
    return;
  }
  if (Array.isArray(node)) {
    node.forEach((child) => jsxNames(child, found));
    return;
  }
  const n = node as {type?: string; name?: {type?: string; name?: string}};
  if (n.type === 'JSXOpeningElement' && n.name?.type === 'JSXIdentifier' && n.name.name) {
    found.add(n.name.name);
  }
  for (const [key, value] of Object.entries(node)) {
    if (key !== 'position' && key !== 'loc' && typeof value === 'object') {
      jsxNames(value, found);
    }
  }
}

/** The content components a file uses, in the order of pageComponents. */
export function usedComponents(tree: Root): ComponentName[] {
  const found = new Set<string>();
  const visit = (node: RootContent | Root): void => {
    if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name) {
      found.add(node.name);
    }
    if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      for (const attribute of node.attributes) {
        jsxNames(attribute.value && typeof attribute.value === 'object' ? attribute.value.data?.estree : null, found);
        if (attribute.type === 'mdxJsxExpressionAttribute') jsxNames(attribute.data?.estree, found);
      }
    }
    if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') {
      jsxNames(node.data?.estree, found);
    }
    if ('children' in node) {
      (node.children as RootContent[]).forEach(visit);
    }
  };
  visit(tree);
  return (Object.keys(pageComponents) as ComponentName[]).filter((name) => found.has(name));
}

/** Names the file's own imports and exports declare. */
function declaredNames(tree: Root): Set<string> {
  const names = new Set<string>();
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm') {
      continue;
    }
    const body = (node.data?.estree as Program | undefined)?.body ?? program(node.value).body;
    for (const statement of body as EsNode[]) {
      if (statement.type === 'ImportDeclaration') {
        statement.specifiers.forEach((s) => names.add(s.local.name));
      } else if (statement.type === 'ExportNamedDeclaration' && statement.declaration) {
        const d = statement.declaration;
        if (d.type === 'VariableDeclaration') {
          d.declarations.forEach((v) => v.id.type === 'Identifier' && names.add(v.id.name));
        } else if (d.id) {
          names.add(d.id.name);
        }
      }
    }
  }
  return names;
}

/** The import statements for the components a file uses and does not declare itself. */
export function componentImports(tree: Root): string {
  const declared = declaredNames(tree);
  return usedComponents(tree)
    .filter((name) => !declared.has(name))
    .map((name) => {
      const source: ComponentSource = pageComponents[name];
      return `import ${source.default ? name : `{${name}}`} from '${source.from}';`;
    })
    .join('\n');
}

/**
 * Every file exports the theme's MDX components (src/theme/MDXContent hands
 * them to its content), so they travel with the pages, not in main.js.
 */
export const mdxComponentsExport = "export {default as mdxComponents} from '@theme/MDXComponents';";

export default function pageComponentImports() {
  return (tree: Root): void => {
    const imports = [componentImports(tree), mdxComponentsExport].filter(Boolean).join('\n');
    tree.children.unshift({type: 'mdxjsEsm', value: imports, data: {estree: program(imports)}} as RootContent);
  };
}
