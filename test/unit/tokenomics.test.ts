import {test} from 'node:test';
import assert from 'node:assert/strict';
import {token} from '../../src/data/token';
import {allocation, allocations, presale, teamUnlockedAt, teamVesting} from '../../src/data/tokenomics';
import {fees} from '../../src/data/fees';
import {chain, chainIdHex} from '../../src/data/chain';
import {amount, compact, percentFromBps, usd} from '../../src/data/format';

test('allocations add up to 100% and to the total supply', () => {
  assert.equal(
    allocations.reduce((sum, a) => sum + a.percent, 0),
    100,
  );
  assert.equal(
    allocations.reduce((sum, a) => sum + a.amount, 0),
    token.totalSupply,
  );
  assert.ok(Number.isInteger(token.totalSupply) && token.totalSupply > 0);
});

test('each allocation amount is its share of the total supply', () => {
  for (const a of allocations) {
    assert.equal(a.amount, (a.percent / 100) * token.totalSupply, a.key);
    assert.ok(Number.isInteger(a.amount), `${a.key} is a whole number of tokens`);
  }
  assert.equal(new Set(allocations.map((a) => a.key)).size, allocations.length, 'keys are unique');
});

test('the presale: its tokens are the presale allocation, and tokens × price = the target', () => {
  assert.equal(presale.tokens, allocation('presale').amount);
  assert.ok(presale.priceUsd > 0);
  assert.equal(presale.targetUsd, Math.round(presale.tokens * presale.priceUsd));
});

test('formatting round-trips: the printed figures read back as the data', () => {
  const digits = (s: string) => Number(s.replace(/[^0-9.]/g, ''));
  assert.equal(digits(amount(token.totalSupply)), token.totalSupply);
  assert.equal(digits(usd(presale.targetUsd)), presale.targetUsd);
  assert.equal(digits(usd(presale.priceUsd)), presale.priceUsd);
  const units: Record<string, number> = {'': 1, K: 1e3, M: 1e6, B: 1e9};
  const c = /^([0-9.]+)([KMB]?)$/.exec(compact(presale.tokens));
  assert.ok(c, compact(presale.tokens));
  assert.equal(Number(c[1]) * (units[c[2] ?? ''] ?? NaN), presale.tokens);
  for (const bps of [fees.swap.totalBps, fees.swap.liquidityProvidersBps, fees.swap.buybackBurnBps]) {
    assert.equal(Math.round(digits(percentFromBps(bps)) * 100), bps, `${bps} bps`);
  }
});

test('the swap fee split adds up to the fee; pool fees all go to buyback and burn', () => {
  assert.equal(fees.swap.liquidityProvidersBps + fees.swap.buybackBurnBps, fees.swap.totalBps);
  for (const bps of [fees.swap.liquidityProvidersBps, fees.swap.buybackBurnBps]) {
    assert.ok(Number.isInteger(bps) && bps >= 0);
  }
  assert.equal(fees.pools.buybackBurnBps, fees.pools.totalBps);
  assert.ok(fees.launchpad.tradeBps > 0 && fees.launchpad.tradeBps < 10_000);
  assert.ok(fees.launchpad.creationFeeUsd > 0);
  assert.ok(fees.launchpad.burnShareWhenFullPercent > 0 && fees.launchpad.burnShareWhenFullPercent <= 100);
});

test('the chain ID in hex is the chain ID', () => {
  assert.match(chainIdHex, /^0x[0-9a-f]+$/);
  assert.equal(Number.parseInt(chainIdHex, 16), chain.chainId);
});

test('team tokens: nothing during the lock, all of them at the end of vesting', () => {
  const team = allocation('team').amount;
  assert.equal(teamVesting.cliffMonths + teamVesting.releaseMonths, teamVesting.totalMonths);
  for (let m = 0; m <= teamVesting.cliffMonths; m += 1) {
    assert.equal(teamUnlockedAt(m), 0, `month ${m}`);
  }
  assert.ok(teamUnlockedAt(teamVesting.cliffMonths + 1) > 0, 'release starts after the lock');
  assert.equal(teamUnlockedAt(teamVesting.totalMonths), team);
  assert.equal(teamUnlockedAt(teamVesting.totalMonths + 24), team, 'never more than the allocation');
  assert.equal(teamUnlockedAt(teamVesting.cliffMonths + teamVesting.releaseMonths / 2), team / 2, 'linear');
  let previous = 0;
  for (let m = 0; m <= teamVesting.totalMonths; m += 1) {
    assert.ok(teamUnlockedAt(m) >= previous, `never decreases (month ${m})`);
    previous = teamUnlockedAt(m);
  }
});
