/**
 * Build-time cost of the social cards (issue 16): every current page's card
 * drawn from an empty cache (a cold build), then again with that cache (a
 * warm build, which copies unchanged cards instead of drawing them). Reads
 * the pages from build/; writes the cards and the cache to a temporary folder.
 *
 *   node --import tsx bench/cards.mjs        (also called by bench/run.mjs)
 */
import {mkdtempSync, rmSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {pages} from '../src/data/pages.ts';
import {builtDocPages} from '../src/plugins/builtPages.ts';
import {writeCards} from '../src/plugins/social-cards/index.ts';

/** A warm build may spend at most this share of the cold build's card time. */
const warmShareBudget = 0.2;

/** Times the cards cold and warm; `check(name, value, budget, options)` as in bench/run.mjs. */
export async function benchCards({
  check,
  log = console.log,
  buildDir = path.resolve(import.meta.dirname, '..', 'build'),
}) {
  const built = await builtDocPages(
    buildDir,
    pages.map((p) => p.path),
  );
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'sx-bench-cards-'));
  try {
    const options = {cacheDir: path.join(tmp, 'cache'), host: 'docs.example'};
    const cold = await writeCards(built, path.join(tmp, 'out'), options);
    const warm = await writeCards(built, path.join(tmp, 'out'), options);
    log(
      `social cards: ${built.length} pages, cold ${Math.round(cold.ms)} ms (${cold.drawn} drawn, ` +
        `${Math.round(cold.ms / Math.max(1, cold.drawn))} ms each), warm ${Math.round(warm.ms)} ms (${warm.drawn} drawn)`,
    );
    check('social cards, warm ÷ cold build time', warm.ms / cold.ms, warmShareBudget, {unit: '×', digits: 3});
    check('social cards redrawn by a warm build', warm.drawn, 0, {digits: 0});
    return {pages: built.length, coldMs: cold.ms, warmMs: warm.ms, coldDrawn: cold.drawn, warmDrawn: warm.drawn};
  } finally {
    rmSync(tmp, {recursive: true, force: true});
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const check = (name, value, budget, {unit = '', digits = 1} = {}) =>
    console.log(`${value <= budget ? '✓' : '✗'} ${name}: ${value.toFixed(digits)}${unit} (budget ≤ ${budget}${unit})`);
  await benchCards({check});
}
