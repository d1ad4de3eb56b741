/**
 * The performance figures in the docs are the budgets of bench/budgets.json
 * and the figures of the last recorded run (bench/results.json), rendered by
 * bench/doc-figures.mjs: a doc that disagrees with them, or a budget no doc
 * shows, fails here with the command that fixes it.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import test from 'node:test';
import {blocksOf, budgetTable, docsWithFigures, leafKeys, renderBlocks, withBlocks} from '../../bench/doc-figures.mjs';

const root = path.join(__dirname, '..', '..');
interface Budgets {
  firstLoad: {jsKiB: number};
  spa: Record<string, unknown>;
}
const budgets = JSON.parse(readFileSync(path.join(root, 'bench/budgets.json'), 'utf8')) as Budgets;
const fix = 'run `node bench/doc-figures.mjs --write` (it reads bench/budgets.json and bench/results.json)';

/** Markdown as Prettier may lay it out: column padding, dash runs and line breaks do not count. */
const normal = (md: string) =>
  md
    .replace(/\|\s*:?-{3,}:?\s*(?=\|)/g, '|---')
    .replace(/\s+/g, ' ')
    .trim();

test('every figures block in the docs is what budgets.json and results.json give', () => {
  const rendered = renderBlocks() as Record<string, string>;
  const seen = new Set<string>();
  for (const rel of docsWithFigures) {
    const blocks = blocksOf(readFileSync(path.join(root, rel), 'utf8'));
    assert.ok(blocks.size > 0, `${rel} has no <!-- figures:… --> block`);
    for (const [name, text] of blocks) {
      seen.add(name);
      assert.ok(name in rendered, `${rel}: unknown figures block "${name}"`);
      assert.equal(normal(text), normal(rendered[name] ?? ''), `${rel}, block "${name}" is out of date: ${fix}`);
    }
  }
  assert.ok(seen.has('budgets'), 'no doc shows the budget table');
});

test('the budget table shows every budget of budgets.json, and names one it does not', () => {
  const md = budgetTable(budgets);
  for (const key of leafKeys(budgets)) {
    const value = key
      .split('.')
      .reduce((o: unknown, k: string) => (o as Record<string, unknown>)[k], budgets as unknown) as number;
    assert.ok(md.includes(String(value)) || md.includes(String(value / 1000)), `${key} = ${value} not in the table`);
  }
  const extra = {...budgets, spa: {...budgets.spa, newBudgetMs: 7}};
  assert.throws(() => budgetTable(extra), /spa\.newBudgetMs/);
});

test('a changed budget changes the table, so the docs follow budgets.json', () => {
  const changed = {...budgets, firstLoad: {...budgets.firstLoad, jsKiB: budgets.firstLoad.jsKiB + 20}};
  assert.ok(budgetTable(changed).includes(`≤ ${budgets.firstLoad.jsKiB + 20} KiB`));
  const doc = '<!-- figures:budgets -->\nold\n<!-- /figures:budgets -->\n';
  assert.ok(withBlocks(doc, {budgets: budgetTable(changed)}).includes(`≤ ${budgets.firstLoad.jsKiB + 20} KiB`));
  assert.throws(
    () => withBlocks('<!-- figures:nope -->\nx\n<!-- /figures:nope -->', {}),
    /unknown figures block "nope"/,
  );
});
