/**
 * src/data/format.ts writes numbers out without Intl (its first formatter is
 * slow in the browser); here Node's Intl is the oracle: same text for every
 * magnitude, sign and rounding edge, for each option set the site uses.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {glossary} from '../../src/data/glossary';
import {amount, byWords, compact, listOf, longDate, percent, shortDate, usd} from '../../src/data/format';

const intl = (options: Intl.NumberFormatOptions) => new Intl.NumberFormat('en-US', options);

/** Integers and decimals over every magnitude the data can hold, with halves and nines at the rounding digit. */
function samples(): number[] {
  const out = new Set<number>([0, 1, -1, 0.5, 0.05, 0.005, 0.00005, 1.005, 2.675, 0.125, 999.995, 999999.5]);
  for (let e = -5; e <= 13; e++) {
    for (const m of [1, 1.5, 2.25, 4.999, 5, 9.99, 9.995, 9.9999, 9.99999, 1.23456789, 3.14159, 7.0005]) {
      out.add(+(m * 10 ** e).toPrecision(12));
    }
  }
  let seed = 7;
  const random = (): number => (seed = (seed * 16807) % 2147483647) / 2147483647;
  for (let i = 0; i < 2000; i++) {
    out.add(+(random() * 10 ** Math.floor(random() * 14)).toFixed(Math.floor(random() * 7)));
  }
  return [...out].flatMap((v) => [v, -v]);
}

const cases: [string, (v: number) => string, (v: number) => string][] = [
  ['amount', amount, (v) => intl({maximumFractionDigits: 4}).format(v)],
  ['percent', percent, (v) => `${intl({maximumFractionDigits: 2}).format(v)}%`],
  ['compact', compact, (v) => intl({notation: 'compact', maximumFractionDigits: 2}).format(v)],
  [
    'usd',
    usd,
    (v) => `$${intl({minimumFractionDigits: Number.isInteger(v) ? 0 : 2, maximumFractionDigits: 4}).format(v)}`,
  ],
];

for (const [name, ours, oracle] of cases) {
  test(`${name}() reads as Intl en-US does`, () => {
    const wrong = samples()
      .filter((v) => ours(v) !== oracle(v))
      .map((v) => `${v}: ${ours(v)} ≠ ${oracle(v)}`);
    assert.deepEqual(
      wrong.slice(0, 10),
      [],
      `src/data/format.ts ${name}() differs from Intl for ${wrong.length} values`,
    );
  });
}

test('longDate() and shortDate() read as Intl en-GB long and en-US short dates, in UTC', () => {
  const long = intlDate('en-GB', 'long');
  const short = intlDate('en-US', 'short');
  const wrong: string[] = [];
  for (let t = Date.UTC(1999, 0, 1); t < Date.UTC(2040, 0, 1); t += 86_400_000 * 13 + 3_600_000) {
    const iso = new Date(t).toISOString().slice(0, 10);
    for (const [ours, oracle] of [
      [longDate(iso), long.format(new Date(`${iso}T00:00:00Z`))],
      [shortDate(t), short.format(new Date(t))],
    ] as const) {
      if (ours !== oracle) {
        wrong.push(`${iso}: ${ours} ≠ ${oracle}`);
      }
    }
  }
  assert.deepEqual(wrong.slice(0, 10), [], `src/data/format.ts dates differ from Intl on ${wrong.length} days`);
});

test('listOf() joins as Intl en conjunction lists', () => {
  const list = new Intl.ListFormat('en', {type: 'conjunction'});
  const words = ['presale', 'liquidity', 'the team', 'partners and advisors', 'marketing'];
  for (let n = 0; n <= words.length; n++) {
    const items = words.slice(0, n);
    assert.equal(listOf(items), list.format(items), `listOf(${JSON.stringify(items)})`);
  }
});

test('byWords() orders the glossary and plain words as localeCompare does', () => {
  const terms = Object.values(glossary).map((g) => g.term);
  const words = [
    ...terms,
    'Gas',
    'gas',
    'token',
    'x-y',
    'a2',
    'a10',
    'Émission',
    'emit',
    'éclair',
    'eclair',
    'Eclair',
    'fee',
  ];
  assert.deepEqual(
    [...words].sort(byWords),
    [...words].sort((a, b) => a.localeCompare(b)),
    'a glossary term sorts unlike localeCompare (accents, apostrophes?): extend byWords in src/data/format.ts',
  );
});

function intlDate(locale: string, month: 'long' | 'short'): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(locale, {day: 'numeric', month, year: 'numeric', timeZone: 'UTC'});
}
