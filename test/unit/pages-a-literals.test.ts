/**
 * Content pages print business numbers from src/data, never type them. This
 * strips imports, exports, comments and {expressions} from each MDX page and
 * fails if a formatted constant is still in the remaining prose.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {token} from '../../src/data/token';
import {allocations, presale, teamVesting} from '../../src/data/tokenomics';
import {fees} from '../../src/data/fees';
import {chain, chainIdHex} from '../../src/data/chain';
import {governance} from '../../src/data/governance';
import {product} from '../../src/data/product';
import {bountyTiers} from '../../src/data/bounty';
import {amount, compact, percent, percentFromBps, usd} from '../../src/data/format';

/** The pages this covers (docs/<id>.mdx). */
const pageIds = ['index', 'get-started', 'audits-links', 'roadmap', 'products', 'user-guide', 'governance', 'tokenomics'];

/** MDX source reduced to the text an author typed as prose. */
export function prose(source: string): string {
  const body = source.replace(/^---\n[\s\S]*?\n---\n/, '');
  const lines = body.split('\n').filter((l) => !/^(import|export)\s/.test(l));
  let out = '';
  let depth = 0;
  for (const ch of lines.join('\n')) {
    if (ch === '{') {
      depth += 1;
    } else if (ch === '}') {
      depth = Math.max(0, depth - 1);
    } else if (depth === 0) {
      out += ch;
    }
  }
  return out;
}

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A formatted constant, not glued to other digits. */
function literal(s: string): RegExp {
  return new RegExp(`(?<![\\d.,$])${escape(s)}(?![\\d,]|\\.\\d)`);
}

const forbidden: string[] = [
  ...[fees.swap.totalBps, fees.swap.liquidityProvidersBps, fees.swap.buybackBurnBps, fees.pools.totalBps, fees.launchpad.tradeBps].map(percentFromBps),
  percent(fees.protocolRevenueBurnPercent),
  percent(fees.launchpad.burnShareWhenFullPercent),
  usd(fees.launchpad.creationFeeUsd),
  ...allocations.flatMap((a) => [percent(a.percent), amount(a.amount), compact(a.amount)]),
  amount(token.totalSupply),
  compact(token.totalSupply),
  String(token.totalSupply),
  usd(presale.priceUsd),
  usd(presale.targetUsd),
  compact(presale.targetUsd),
  String(chain.chainId),
  chainIdHex,
  `${product.maxLeverage}x`,
  amount(governance.proposalThresholdTokens),
  String(governance.proposalThresholdTokens),
  `${governance.votingPeriodDays} days`,
  `${product.minimumAge} years`,
  `${teamVesting.cliffMonths} months`,
  `${teamVesting.releaseMonths} months`,
  ...bountyTiers.flatMap((t) => [usd(t.maxRewardUsd), String(t.maxRewardUsd)]),
];

test('the prose filter keeps text and drops expressions', () => {
  const p = prose("---\ntitle: x\n---\nimport {a} from 'b';\nFee {percentFromBps(fees.swap.totalBps)} and {a({b: 1})} here.");
  assert.equal(p.trim(), 'Fee  and  here.');
  assert.ok(literal('0.2%').test('costs 0.2% per swap'));
  assert.ok(!literal('0.2%').test('costs 10.2% per swap'));
});

for (const id of pageIds) {
  test(`docs/${id}.mdx types no business constant or external URL`, () => {
    const source = readFileSync(new URL(`../../docs/${id}.mdx`, import.meta.url), 'utf8');
    assert.ok(!/https?:\/\//.test(source), 'no http(s) URL typed in the page');
    const text = prose(source);
    const found = forbidden.filter((s) => literal(s).test(text));
    assert.deepEqual(found, [], `typed by hand in docs/${id}.mdx`);
  });
}
