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
  assert.equal(amount(token.totalSupply), '1,000,000,000');
});

test('each allocation amount is its share of the total supply', () => {
  for (const a of allocations) {
    assert.equal(a.amount, (a.percent / 100) * token.totalSupply, a.key);
    assert.ok(Number.isInteger(a.amount), `${a.key} is a whole number of tokens`);
  }
  assert.equal(new Set(allocations.map((a) => a.key)).size, allocations.length, 'keys are unique');
});

test('the presale: 40M tokens at $0.05 = a $2M target', () => {
  assert.equal(presale.tokens, allocation('presale').amount);
  assert.equal(compact(presale.tokens), '40M');
  assert.equal(usd(presale.priceUsd), '$0.05');
  assert.equal(presale.targetUsd, Math.round(presale.tokens * presale.priceUsd));
  assert.equal(usd(presale.targetUsd), '$2,000,000');
});

test('the swap fee split adds up to the fee; pool fees all go to buyback and burn', () => {
  assert.equal(fees.swap.liquidityProvidersBps + fees.swap.buybackBurnBps, fees.swap.totalBps);
  assert.deepEqual(
    [fees.swap.totalBps, fees.swap.liquidityProvidersBps, fees.swap.buybackBurnBps].map(percentFromBps),
    ['0.2%', '0.17%', '0.03%'],
  );
  assert.equal(fees.pools.buybackBurnBps, fees.pools.totalBps);
  assert.equal(percentFromBps(fees.launchpad.tradeBps), '0.5%');
  assert.equal(usd(fees.launchpad.creationFeeUsd), '$5');
  assert.ok(fees.launchpad.burnShareWhenFullPercent > 0 && fees.launchpad.burnShareWhenFullPercent <= 100);
});

test('chain ID 146 is 0x92', () => {
  assert.equal(chain.chainId, 146);
  assert.equal(chainIdHex, '0x92');
  assert.equal(Number.parseInt(chainIdHex, 16), chain.chainId);
});

test('team tokens: nothing during the 12-month lock, all of them at month 48', () => {
  const team = allocation('team').amount;
  assert.equal(teamVesting.cliffMonths, 12);
  assert.equal(teamVesting.totalMonths, 48);
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
