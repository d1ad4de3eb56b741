/**
 * No page types a business constant or an external address by hand: values
 * are printed from src/data (see test/lib/typedNumbers.ts for the forms
 * searched). The first tests prove the scanner catches what it should and
 * leaves expressions alone, so a green run means something.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {findTypedNumbers, forbiddenTerms, typedText} from '../lib/typedNumbers';
import {fees} from '../../src/data/fees';
import {percentFromBps, usd, amount} from '../../src/data/format';
import {chain, chainIdHex} from '../../src/data/chain';
import {bountyTiers} from '../../src/data/bounty';
import {token} from '../../src/data/token';
import {presale} from '../../src/data/tokenomics';
import {product} from '../../src/data/product';

const docsDir = join(import.meta.dirname, '../../docs');
/** Every page and every partial shown on pages (docs/_partials). */
const docs = readdirSync(docsDir, {recursive: true, encoding: 'utf8'}).filter((f) => /\.mdx?$/.test(f));

const terms = (text: string) => findTypedNumbers(text).map((f) => f.term.toLowerCase());

test('the forbidden list is built from the data modules, in several forms', () => {
  const list = forbiddenTerms().map((f) => f.term);
  const {min, max} = product.supportReplyHours;
  for (const expected of [
    percentFromBps(fees.swap.totalBps),
    percentFromBps(fees.swap.liquidityProvidersBps),
    percentFromBps(fees.swap.buybackBurnBps),
    percentFromBps(fees.launchpad.tradeBps),
    `${fees.launchpad.burnShareWhenFullPercent}%`,
    amount(token.totalSupply),
    String(chain.chainId),
    chainIdHex,
    usd(presale.priceUsd),
    usd(presale.targetUsd),
    usd(bountyTiers[0]?.maxRewardUsd ?? NaN),
    `${product.maxLeverage}x`,
    `${min}-${max}`,
    `${product.minimumAge} years`,
  ]) {
    assert.ok(list.includes(expected), `"${expected}" is forbidden`);
  }
});

test('the scanner catches typed constants in prose', () => {
  const {min, max} = product.supportReplyHours;
  const cases: Array<[string, string]> = [
    [`Each swap costs ${percentFromBps(fees.swap.totalBps)}.`, percentFromBps(fees.swap.totalBps)],
    [`Each swap costs ${fees.swap.totalBps / 100} percent.`, `${fees.swap.totalBps / 100} percent`],
    [`Sonic has chain ID ${chain.chainId}.`, String(chain.chainId)],
    [`Chain ${chainIdHex.toUpperCase()}.`, chainIdHex],
    [`Supply: ${amount(token.totalSupply)} tokens.`, amount(token.totalSupply)],
    [`Supply: ${token.totalSupply / 1e9} billion tokens.`, `${token.totalSupply / 1e9} billion`],
    [`Up to ${usd(bountyTiers[0]?.maxRewardUsd ?? NaN)} for a critical bug.`, usd(bountyTiers[0]?.maxRewardUsd ?? NaN)],
    [`Price ${usd(presale.priceUsd)}.`, usd(presale.priceUsd)],
    [`Leverage up to ${product.maxLeverage}x.`, `${product.maxLeverage}x`],
    [`We reply within ${min}–${max} hours.`, `${min}–${max}`],
    [`You must be ${product.minimumAge} years old.`, `${product.minimumAge} years`],
    [`- **Fee:** ${percentFromBps(fees.launchpad.tradeBps)} per trade`, percentFromBps(fees.launchpad.tradeBps)],
    ['See rpc.soniclabs.com for the RPC.', new URL(chain.rpcUrl).hostname],
  ];
  for (const [text, term] of cases) {
    assert.ok(terms(text).includes(term.toLowerCase()), `"${text}" is flagged for "${term}"`);
  }
});

test('the scanner leaves printed values, imports and unrelated numbers alone', () => {
  const mdx = [
    "import {fees} from '@site/src/data/fees';",
    '## Fees {/* #fees-and-payment */}',
    'Each swap costs {percentFromBps(fees.swap.totalBps)}, chain ID {chain.chainId} ({chainIdHex}).',
    '<Foo values={[{a: 146, b: "0.2%"}]} />',
    'Phase 2 of 4 starts after step 3; version 10.5% is not a fee; 2025 is a year.',
  ].join('\n');
  assert.deepEqual(findTypedNumbers(mdx), []);
  assert.ok(!typedText(mdx).includes('percentFromBps'));
});

test('the scan covers the pages and the partials they share', () => {
  assert.ok(
    docs.some((f) => f.startsWith('_partials')),
    'docs/_partials is scanned',
  );
  assert.ok(docs.includes('index.mdx'));
});

test('no page types a business constant by hand', () => {
  const problems: string[] = [];
  for (const file of docs) {
    for (const f of findTypedNumbers(readFileSync(join(docsDir, file), 'utf8'))) {
      problems.push(`docs/${file}:${f.line}: "${f.term}" (${f.source}) in: ${f.excerpt}`);
    }
  }
  assert.deepEqual(problems, [], 'print these values from src/data instead');
});

test('no page types an external URL', () => {
  const problems: string[] = [];
  for (const file of docs) {
    readFileSync(join(docsDir, file), 'utf8')
      .split('\n')
      .forEach((line, i) => {
        if (/\bhttps?:\/\/|\bwww\./i.test(line)) {
          problems.push(`docs/${file}:${i + 1}: ${line.trim().slice(0, 120)}`);
        }
      });
  }
  assert.deepEqual(problems, [], 'use <ExternalLink to="…"> with an id from src/data/links.ts');
});
