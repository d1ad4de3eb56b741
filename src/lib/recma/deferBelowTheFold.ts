/**
 * Recma plugin: the children of a page's <BelowTheFold> (src/lib/remark/belowTheFold.ts)
 * are compiled into a function, `render: () => [...]`, which BelowTheFold
 * calls when it renders them (a prop of its own rather than `children`, which
 * React's development build checks to be an array). So a page change builds only the first screen's
 * elements in its first render: the rest of the page, and the facts its
 * expressions format from src/data, are built one step later (issue 18).
 *
 * It runs after MDX has turned JSX into `_jsx(BelowTheFold, {children})`
 * calls (`_jsxs`, and `_jsxDEV` in development).
 */
import type {CallExpression, Node, ObjectExpression, Program, Property} from 'estree';
import {visit} from 'estree-util-visit';
import {belowTheFoldComponent} from '../remark/belowTheFold';

/** The prop BelowTheFold takes its deferred blocks from. */
export const belowTheFoldRenderProp = 'render';

const jsxCall = /^_jsx(s|DEV)?$/;

function isBelowTheFoldCall(node: Node): node is CallExpression {
  if (node.type !== 'CallExpression' || node.callee.type !== 'Identifier' || !jsxCall.test(node.callee.name)) {
    return false;
  }
  const [component] = node.arguments;
  return component?.type === 'Identifier' && component.name === belowTheFoldComponent;
}

function childrenProperty(props: ObjectExpression): Property | undefined {
  return props.properties.find(
    (p): p is Property =>
      p.type === 'Property' && !p.computed && p.key.type === 'Identifier' && p.key.name === 'children',
  );
}

export default function deferBelowTheFold() {
  return (tree: Program): void => {
    visit(tree, (node) => {
      if (!isBelowTheFoldCall(node as Node)) {
        return;
      }
      const props = (node as CallExpression).arguments[1];
      const children = props?.type === 'ObjectExpression' ? childrenProperty(props) : undefined;
      if (!children || children.value.type === 'ArrowFunctionExpression') {
        return;
      }
      children.key = {type: 'Identifier', name: belowTheFoldRenderProp};
      children.value = {
        type: 'ArrowFunctionExpression',
        params: [],
        body: children.value as CallExpression,
        expression: true,
        async: false,
        generator: false,
      };
      children.shorthand = false;
    });
  };
}
