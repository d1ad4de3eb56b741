/**
 * What a search fetches (issue 18: ≤ 40 KiB gzip for a typical query), per
 * query: opens search in Chromium on a served copy of a build, types the
 * query, waits for the results and counts every file fetched (gzip, level 6),
 * by kind. Sizes are deterministic for a given build. test/built/search-bytes.test.ts
 * counts the same files from the build in Node, against the budget.
 *
 *   node --import tsx bench/search-bytes.mjs [--dir <copy of build>] [--queries "staking,bridge"]
 *
 * Never point it at build/ while a build runs (the chunk names change under it).
 */
import {chromium} from '@playwright/test';
import {chromiumArgs, findChromium} from '../e2e/chromium.ts';
import {loadAverage, serveBuild, typicalSearches} from './shared.mjs';
import {measureSearch} from './spa.ts';

const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
const dir = opt('dir', 'build');
const queries = opt('queries', typicalSearches.join(',')).split(',');

const {origin, stop} = await serveBuild(dir);

const kind = (file) =>
  /\/search\/text-/.test(file)
    ? 'text'
    : /\/search\/index\./.test(file)
      ? 'index'
      : /\.css$/.test(file)
        ? 'css'
        : /\.js$/.test(file)
          ? 'js'
          : 'other';
const kib = (bytes) => (bytes / 1024).toFixed(1);
const browser = await chromium.launch({executablePath: findChromium(), args: chromiumArgs});
try {
  console.log(`Search bytes (gzip KiB) on ${dir}; load average ${loadAverage()}`);
  console.log('| query | total | JS | CSS | index | text files (n) | other |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const query of queries) {
    const r = await measureSearch(browser, origin, query);
    const by = {js: 0, css: 0, index: 0, text: 0, other: 0};
    for (const f of r.files) {
      by[kind(f.path)] += f.gzipBytes;
    }
    const texts = r.files.filter((f) => kind(f.path) === 'text').length;
    console.log(
      `| ${query} | ${r.kib.toFixed(1)} | ${kib(by.js)} | ${kib(by.css)} | ${kib(by.index)} | ${kib(by.text)} (${texts}) | ${kib(by.other)} |`,
    );
  }
} finally {
  await browser.close();
  stop();
}
