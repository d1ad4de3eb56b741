/**
 * The facts a holder asks about first (issue 37): how each allocation is
 * released and the rules of a governance vote. Each is either set or
 * explicitly null, which pages print as "not set yet"; never missing.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {allocations, presaleTerms, teamVesting} from '../../src/data/tokenomics';
import {
  launchpadParams,
  partnerCriteria,
  partnerGrants,
  poolCreation,
  securityFacts,
  testnetAccess,
} from '../../src/data/product';
import {bountyEligibility, bountyTerms} from '../../src/data/bounty';
import {fees} from '../../src/data/fees';
import {governance} from '../../src/data/governance';
import {notSetYet, orNotSet, percent} from '../../src/data/format';

test('every allocation states its release schedule, or null for "not set yet"', () => {
  for (const a of allocations) {
    assert.ok('release' in a, `${a.key}: add release (a schedule, or null while it is not set)`);
    assert.ok(a.release === null || a.release.trim().length > 0, `${a.key}: release is an empty string; use null`);
  }
});

test("the team's release schedule is the vesting data (lock, then release)", () => {
  const team = allocations.find((a) => a.key === 'team');
  assert.ok(team?.release, 'the team allocation has a schedule: the spec sets it');
  for (const months of [teamVesting.cliffMonths, teamVesting.releaseMonths]) {
    assert.ok(team.release.includes(String(months)), `team release names ${months} months from teamVesting`);
  }
});

test('allocation cells stay short enough for a table on a phone', () => {
  for (const a of allocations) {
    for (const [field, text] of [
      ['purpose', a.purpose],
      ['release', a.release ?? notSetYet],
    ] as const) {
      assert.ok(text.split(/\s+/).length <= 12, `${a.key}.${field} is over 12 words: "${text}"`);
    }
  }
});

test('the rules of a vote: each is a value or null, and a set share is a valid percent', () => {
  const rules = {
    proposalThresholdTokens: governance.proposalThresholdTokens,
    votingPeriodDays: governance.votingPeriodDays,
    voteThreshold: governance.voteThreshold,
    quorumPercent: governance.quorumPercent,
    passPercent: governance.passPercent,
    balanceSnapshot: governance.balanceSnapshot,
  };
  for (const [key, value] of Object.entries(rules)) {
    assert.notEqual(value, undefined, `governance.${key}: set a value or null`);
  }
  for (const key of ['proposalThresholdTokens', 'votingPeriodDays'] as const) {
    assert.ok(Number.isFinite(governance[key]) && governance[key] > 0, `governance.${key} is a positive number`);
  }
  for (const key of ['quorumPercent', 'passPercent'] as const) {
    const v = governance[key];
    assert.ok(v === null || (v > 0 && v <= 100), `governance.${key} is a percent in (0, 100] or null`);
  }
});

test('orNotSet prints a set value with its formatter and null as "not set yet"', () => {
  assert.equal(orNotSet(null), notSetYet);
  assert.equal(orNotSet(undefined), notSetYet, 'a field missing from an older release reads as not set');
  assert.equal(orNotSet(null, percent), notSetYet);
  assert.equal(orNotSet(50, percent), percent(50));
  assert.equal(orNotSet('a rule'), 'a rule');
  assert.equal(orNotSet(0, percent), percent(0), 'zero is a value, not "not set"');
});

test('open facts (presale terms, launchpad parameters, pool creation, testnet, grants): a value or null, never empty', () => {
  const groups = {
    presaleTerms,
    launchpadParams,
    poolCreation: [poolCreation],
    testnetAccess,
    partnerGrants,
    partnerCriteria: [partnerCriteria],
    bountyEligibility,
    bountyTerms: [bountyTerms],
  };
  for (const [group, facts] of Object.entries(groups)) {
    for (const f of facts) {
      assert.ok(f.label.trim().length > 0, `${group}: a fact has no label`);
      assert.ok(f.value === null || f.value.trim().length > 0, `${group}: "${f.label}" is an empty string; use null`);
    }
  }
  for (const [name, value] of Object.entries({
    ...securityFacts,
    creationFeeToken: fees.launchpad.creationFeeToken,
    creationFeeTo: fees.launchpad.creationFeeTo,
  })) {
    assert.ok(value === null || value.trim().length > 0, `${name} is an empty string; use null while it is not set`);
  }
  for (const [name, bps] of Object.entries({
    addRemoveBps: fees.liquidity.addRemoveBps,
    harvestBps: fees.pools.harvestBps,
  })) {
    assert.ok(bps === null || (Number.isInteger(bps) && bps >= 0), `fees ${name}: whole basis points, or null`);
  }
});
