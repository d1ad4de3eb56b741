/**
 * src/lib/remark/pageComponents.ts: a page that uses one of the site's content
 * components imports it itself (so it loads with the page, not in main.js),
 * wherever the component appears, once, and never over the page's own import.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import pageComponentImports, {pageComponents, type ComponentSource} from '../../src/lib/remark/pageComponents';

const root = path.resolve(__dirname, '../..');

async function compiled(markdown: string): Promise<string> {
  // ESM only: imported, not required.
  const {compile} = await import('@mdx-js/mdx');
  return String(await compile(markdown, {remarkPlugins: [pageComponentImports]}));
}

const importsOf = (code: string, name: string): number =>
  code.split('\n').filter((line) => line.startsWith('import') && new RegExp(`\\b${name}\\b`).test(line)).length;

test('a component used in a block, in a paragraph or inside an expression is imported once', async () => {
  const [block, inline, inExpression] = Object.keys(pageComponents);
  const code = await compiled(
    [
      `<${block!} />`,
      '',
      `Text with <${inline!}>words</${inline!}> and <${inline!} />.`,
      '',
      `{true && <${inExpression!} />}`,
    ].join('\n'),
  );
  for (const name of [block!, inline!, inExpression!]) {
    assert.equal(importsOf(code, name), 1, `${name} is imported once by the page that uses it`);
    assert.ok(code.includes(pageComponents[name as keyof typeof pageComponents].from), `${name} comes from its module`);
  }
});

test("a page's own import of a component is left as it is; a page without components imports none", async () => {
  const [name] = Object.keys(pageComponents);
  const own = await compiled(`import ${name!} from './local';\n\n<${name!} />`);
  assert.equal(importsOf(own, name!), 1, 'no second import over the page’s own');
  assert.ok(own.includes("'./local'"));
  const plain = await compiled('# Title\n\nJust text.');
  for (const {from} of Object.values(pageComponents)) {
    assert.ok(!plain.includes(from), `a page without components does not import ${from}`);
  }
});

test('each content component names an export of its module, and the theme does not also provide it to every page', () => {
  for (const [name, entry] of Object.entries(pageComponents)) {
    const {from, default: isDefault}: ComponentSource = entry;
    const exported = isDefault ? 'default' : name;
    const file = path.join(root, from.replace('@site/', ''));
    const source = ['.tsx', '/index.tsx', '.ts']
      .map((ext) => `${file}${ext}`)
      .find((f) => {
        try {
          return readFileSync(f);
        } catch {
          return false;
        }
      });
    assert.ok(source, `${name}: ${from} exists`);
    const text = readFileSync(source, 'utf8');
    const pattern =
      exported === 'default'
        ? /export default /
        : new RegExp(`export (?:function|const) ${exported}\\b|export \\{[^}]*\\b${exported}\\b`);
    assert.match(text, pattern, `${name}: ${from} exports ${exported}`);
  }
  const theme = readFileSync(path.join(root, 'src/theme/MDXComponents.tsx'), 'utf8');
  for (const name of Object.keys(pageComponents)) {
    assert.doesNotMatch(
      theme,
      new RegExp(`^\\s*${name},?$`, 'm'),
      `${name} is imported by the pages that use it (src/lib/remark/pageComponents.ts); src/theme/MDXComponents.tsx would put it in main.js`,
    );
  }
});
