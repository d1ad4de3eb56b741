/**
 * The lint setup catches what writers and developers get wrong: these feed it
 * known-bad snippets and check that each tool reports them (and passes the
 * good ones), so a config change cannot silently switch a check off.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import {copyFileSync, mkdtempSync, mkdirSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {ESLint} from 'eslint';
import * as prettier from 'prettier';

const root = path.resolve(__dirname, '../..');

async function eslintRules(code: string, file: string): Promise<string[]> {
  const eslint = new ESLint({cwd: root});
  const [result] = await eslint.lintText(code, {filePath: path.join(root, file)});
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

test('ESLint: Docusaurus rules flag a raw internal <a> and a raw heading in a component', async () => {
  const bad = `export default function X() {\n  return (\n    <div>\n      <h2>Title</h2>\n      <a href="/tokenomics">Tokenomics</a>\n    </div>\n  );\n}\n`;
  const rules = await eslintRules(bad, 'src/components/LintProbe/index.tsx');
  assert.ok(rules.includes('@docusaurus/no-html-links'), rules.join(', '));
  assert.ok(rules.includes('@docusaurus/prefer-docusaurus-heading'), rules.join(', '));
});

test('ESLint: typescript-eslint rules flag an unused variable and `any`', async () => {
  const rules = await eslintRules('const unused = 1;\nexport const x = (y: any) => y;\n', 'src/lib/lintProbe.ts');
  assert.ok(rules.includes('@typescript-eslint/no-unused-vars'), rules.join(', '));
  assert.ok(rules.includes('@typescript-eslint/no-explicit-any'), rules.join(', '));
});

test('ESLint: page code may not make an ICU formatter or collator', async () => {
  const bad = "export const a = new Intl.ListFormat('en').format(['x']);\nexport const b = 'x'.localeCompare('y');\n";
  const rules = await eslintRules(bad, 'src/components/LintProbe/index.tsx');
  assert.ok(rules.includes('no-restricted-globals'), rules.join(', '));
  assert.ok(rules.includes('no-restricted-properties'), rules.join(', '));
});

test('Prettier: the project style is enforced', async () => {
  const options = (await prettier.resolveConfig(path.join(root, 'src/x.ts'))) ?? {};
  assert.equal(await prettier.check("export const a = {b: 'c'};\n", {...options, filepath: 'x.ts'}), true);
  assert.equal(await prettier.check('export const a = { b: "c" }\n', {...options, filepath: 'x.ts'}), false);
});

test('markdownlint: a bad page fails, a good page with MDX comment ids and JSX passes', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'sx-mdlint-'));
  try {
    mkdirSync(path.join(dir, 'docs'));
    copyFileSync(path.join(root, '.markdownlint-cli2.jsonc'), path.join(dir, '.markdownlint-cli2.jsonc'));
    const good = `---\ntitle: Good\ndescription: "A good page."\n---\n\nimport {fees} from '@site/src/data/fees';\n\nIntro with <Upcoming /> and {fees.swap.totalBps}.\n\n## Key Features {/* #key-features */}\n\n- **Swap:** one\n- **Stake:** two\n\n### How it works\n\nSee [Tokenomics › Utility](/tokenomics#utility).\n`;
    writeFileSync(path.join(dir, 'docs/good.mdx'), good);
    const bin = path.join(root, 'node_modules/.bin/markdownlint-cli2');
    execFileSync(bin, [], {cwd: dir, stdio: 'pipe'});
    // Skipped heading level, trailing spaces, a bare URL, a list with mixed markers.
    const bad = `${good}\n##### Skipped a level\n\nSee https://example.com now.  \n\n* one\n- two\n`;
    writeFileSync(path.join(dir, 'docs/bad.mdx'), bad);
    let output = '';
    assert.throws(() => {
      try {
        execFileSync(bin, [], {cwd: dir, stdio: 'pipe'});
      } catch (err) {
        output = String((err as {stderr?: Buffer}).stderr ?? '');
        throw err;
      }
    });
    for (const rule of ['MD001', 'MD034', 'MD004']) {
      assert.match(output, new RegExp(`docs/bad\\.mdx:\\d+(:\\d+)? ${rule}`), `${rule} not reported:\n${output}`);
    }
    assert.doesNotMatch(output, /docs\/good\.mdx/);
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
});
