/**
 * Geometry of the figures checked against src/data: a figure and the text
 * beside it read from the same numbers, so they cannot disagree.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {allocation, allocations, teamUnlockedAt, teamVesting} from '../../src/data/tokenomics';
import {token} from '../../src/data/token';
import {fees} from '../../src/data/fees';
import {bountyTiers} from '../../src/data/bounty';
import {currentPhase, roadmap} from '../../src/data/roadmap';
import {percentFromBps} from '../../src/data/format';
import {FULL_TURN, polar, ringSegmentPath, sliceAngles} from '../../src/components/AllocationDonut/geometry';
import {
  areaPath,
  corners,
  linePath,
  sampleMonths,
  scales,
  type Plot,
} from '../../src/components/TeamVestingChart/geometry';
import {feeFlow, type FeeKind} from '../../src/components/FeeFlow/flows';
import * as siteData from '../../src/data/all';
import {segments} from '../../src/components/FeeFlow/geometry';
import {fractionsOfMax, fractionsOfSum} from '../../src/components/Figure/geometry';
import {curvePoints, curveScales, illustrativePrice, START_PRICE} from '../../src/components/BondingCurve/geometry';
import {phaseStatus} from '../../src/components/RoadmapTimeline/status';
import {palette} from '../../src/components/Figure/palette';

const close = (actual: number, expected: number, message?: string): void =>
  assert.ok(Math.abs(actual - expected) < 1e-9, `${message ?? ''} expected ${expected}, got ${actual}`);

// --- Allocation donut ------------------------------------------------------

test('donut: each slice is proportional to its allocation and the slices make one full turn', () => {
  const slices = sliceAngles(allocations.map((a) => a.percent));
  assert.equal(slices.length, allocations.length);
  allocations.forEach((a, i) => {
    close(slices[i]!.sweep, (a.amount / token.totalSupply) * FULL_TURN, a.label);
    close(slices[i]!.mid, (slices[i]!.start + slices[i]!.end) / 2);
  });
  close(
    slices.reduce((sum, s) => sum + s.sweep, 0),
    FULL_TURN,
    'sum of sweeps',
  );
  close(slices[0]!.start, 0);
  close(slices.at(-1)!.end, FULL_TURN, 'last slice ends where the first starts');
  slices.slice(1).forEach((s, i) => close(s.start, slices[i]!.end, 'slices are contiguous'));
  close((slices.reduce((sum, s) => sum + s.sweep, 0) * 180) / Math.PI, 360, 'degrees');
});

test('donut: angles run clockwise from 12 o’clock and arcs use the large-arc flag only past half a turn', () => {
  const top = polar(10, 0);
  const right = polar(10, Math.PI / 2);
  close(top.x, 0);
  close(top.y, -10);
  close(right.x, 10);
  close(Math.abs(right.y), 0);
  assert.match(ringSegmentPath(5, 10, 0, Math.PI / 2), /A 10 10 0 0 1 /);
  assert.match(ringSegmentPath(5, 10, 0, 1.2 * Math.PI), /A 10 10 0 1 1 /);
  // A single 100 % slice is drawn as two half rings, since one arc cannot close a circle.
  assert.equal(ringSegmentPath(5, 10, 0, FULL_TURN).match(/Z/g)?.length, 2);
  assert.throws(() => sliceAngles([0, 0]));
  assert.throws(() => sliceAngles([1, -1, 2]));
});

// --- Team vesting ----------------------------------------------------------

const teamTotal = allocation('team').amount;
const {cliffMonths, totalMonths} = teamVesting;
const series = sampleMonths(teamUnlockedAt, totalMonths);

test('vesting: flat at 0 for the cliff, then the full team allocation at the last month', () => {
  assert.equal(series.length, totalMonths + 1);
  for (const p of series.filter((p) => p.month <= cliffMonths)) {
    assert.equal(p.value, 0, `month ${p.month}`);
  }
  assert.ok(series.find((p) => p.month === cliffMonths + 1)!.value > 0, 'release starts right after the cliff');
  assert.deepEqual(series.at(-1), {month: totalMonths, value: teamTotal});
  assert.equal(teamUnlockedAt(totalMonths + 12), teamTotal, 'stays at the full allocation');
});

test('vesting: monotonic, strictly rising during the release, with corners at 0, the cliff and the end', () => {
  series.slice(1).forEach((p, i) => assert.ok(p.value >= series[i]!.value, `month ${p.month} does not fall`));
  series
    .filter((p) => p.month > cliffMonths)
    .forEach((p) => assert.ok(p.value > teamUnlockedAt(p.month - 1), `month ${p.month} rises`));
  assert.deepEqual(
    corners(series).map((p) => p.month),
    [0, cliffMonths, totalMonths],
  );
  // Every year's end, and the last month when the lock does not end on one.
  const yearly = sampleMonths(teamUnlockedAt, totalMonths, 12);
  const yearEnds = Array.from({length: Math.floor(totalMonths / 12) + 1}, (_, i) => i * 12);
  assert.deepEqual(
    yearly.map((p) => p.month),
    totalMonths % 12 === 0 ? yearEnds : [...yearEnds, totalMonths],
  );
});

test('vesting: the drawn line is on the baseline through the cliff and at the top at the end', () => {
  const plot: Plot = {width: 360, height: 232, left: 46, right: 14, top: 22, bottom: 46};
  const s = scales(plot, totalMonths, teamTotal);
  const coords = [...linePath(corners(series), s).matchAll(/[ML] ([\d.]+) ([\d.]+)/g)].map((m) => [
    Number(m[1]),
    Number(m[2]),
  ]);
  const baseline = plot.height - plot.bottom;
  assert.deepEqual(coords[0], [plot.left, baseline]);
  // (The path's coordinates are rounded to two decimals.)
  assert.ok(
    Math.abs(coords[1]![0]! - (plot.left + ((plot.width - plot.left - plot.right) * cliffMonths) / totalMonths)) <=
      0.005,
    'the line leaves the baseline at the cliff',
  );
  assert.equal(coords[1]![1], baseline);
  assert.deepEqual(coords.at(-1), [plot.width - plot.right, plot.top]);
  assert.match(areaPath(corners(series), s), /Z$/);
});

// --- Fee flows -------------------------------------------------------------

const kinds: FeeKind[] = ['swap', 'pools', 'launchpad'];

test('fee flows: every split adds up to the whole fee and the bar segments fill the bar', () => {
  for (const kind of kinds) {
    const model = feeFlow(kind, siteData);
    close(
      model.parts.reduce((sum, p) => sum + p.share, 0),
      1,
      kind,
    );
    const bars = segments(
      model.parts.map((p) => p.share),
      320,
    );
    close(bars.at(-1)!.x + bars.at(-1)!.width, 320, kind);
    model.parts.forEach((p, i) => close(bars[i]!.width, p.share * 320, `${kind} ${p.label}`));
  }
  assert.throws(() => segments([0.5, 0.4], 100));
});

test('fee flows: the numbers come from src/data/fees.ts', () => {
  const swap = feeFlow('swap', siteData);
  assert.equal(swap.fee, percentFromBps(fees.swap.totalBps));
  assert.deepEqual(
    swap.parts.map((p) => [p.amount, p.share, p.burn]),
    [
      [percentFromBps(fees.swap.liquidityProvidersBps), fees.swap.liquidityProvidersBps / fees.swap.totalBps, false],
      [percentFromBps(fees.swap.buybackBurnBps), fees.swap.buybackBurnBps / fees.swap.totalBps, true],
    ],
  );
  const pools = feeFlow('pools', siteData);
  assert.equal(pools.fee, percentFromBps(fees.pools.totalBps));
  assert.deepEqual(
    pools.parts.map((p) => [p.amount, p.share, p.burn]),
    [[percentFromBps(fees.pools.buybackBurnBps), 1, true]],
  );
  const launchpad = feeFlow('launchpad', siteData);
  assert.equal(launchpad.fee, percentFromBps(fees.launchpad.tradeBps));
  assert.equal(launchpad.parts.find((p) => p.burn)!.share, fees.launchpad.burnShareWhenFullPercent / 100);
});

// --- Bounty scale, bonding curve, roadmap -----------------------------------

test('severity scale: bars are proportional to the maximum rewards, the largest full width', () => {
  const widths = fractionsOfMax(bountyTiers.map((t) => t.maxRewardUsd));
  const max = Math.max(...bountyTiers.map((t) => t.maxRewardUsd));
  bountyTiers.forEach((t, i) => close(widths[i]!, t.maxRewardUsd / max, t.label));
  assert.equal(Math.max(...widths), 1);
  widths.slice(1).forEach((w, i) => assert.ok(w <= widths[i]!, 'most severe first, never a longer bar below'));
  close(
    fractionsOfSum([1, 3]).reduce((a, b) => a + b, 0),
    1,
  );
});

test('bonding curve: price starts above zero and rises ever faster until the curve is full', () => {
  const points = curvePoints(40);
  assert.equal(points[0]!.price, START_PRICE);
  assert.ok(START_PRICE > 0);
  assert.deepEqual(points.at(-1), {sold: 1, price: 1});
  const steps = points.slice(1).map((p, i) => p.price - points[i]!.price);
  steps.forEach((d) => assert.ok(d > 0, 'rising'));
  steps.slice(1).forEach((d, i) => assert.ok(d > steps[i]!, 'convex'));
  assert.equal(illustrativePrice(2), 1, 'nothing beyond a full curve');
  const plot: Plot = {width: 100, height: 100, left: 10, right: 20, top: 5, bottom: 15};
  const {x, y} = curveScales(plot);
  assert.deepEqual([x(0), y(0), x(1), y(1)], [10, 85, 80, 5]);
});

test('roadmap: exactly one phase is current, earlier ones completed, later ones planned', () => {
  const statuses = roadmap.map((p) => phaseStatus(p.number, currentPhase));
  assert.equal(statuses.filter((s) => s === 'current').length, 1);
  roadmap.forEach((p, i) => {
    assert.equal(statuses[i], p.number < currentPhase ? 'done' : p.number === currentPhase ? 'current' : 'planned');
  });
});

// --- Colours ---------------------------------------------------------------

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

test('palette: every series colour has 3:1 contrast with the page in light and dark mode', () => {
  const css = readFileSync(new URL('../../src/css/custom.css', import.meta.url), 'utf8');
  const darkBlock = css.slice(css.indexOf("[data-theme='dark']"));
  const darkBackground = /--ifm-background-color:\s*(#[0-9a-f]{6})/i.exec(darkBlock)?.[1];
  assert.ok(darkBackground, 'dark background found in custom.css');
  const lightBackground = '#ffffff'; // Infima's default light background, not overridden in custom.css
  assert.doesNotMatch(css.slice(0, css.indexOf("[data-theme='dark']")), /--ifm-background-color/);
  assert.ok(palette.length >= allocations.length, 'one colour per allocation');
  for (const {light, dark} of palette) {
    assert.ok(
      contrast(light, lightBackground) >= 3,
      `${light} on ${lightBackground}: ${contrast(light, lightBackground).toFixed(2)}`,
    );
    assert.ok(
      contrast(dark, darkBackground) >= 3,
      `${dark} on ${darkBackground}: ${contrast(dark, darkBackground).toFixed(2)}`,
    );
  }
});
