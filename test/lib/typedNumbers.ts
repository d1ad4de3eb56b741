/**
 * Finds business constants typed by hand into MDX. The forbidden terms are
 * built from the data modules' values, in the ways a writer might type them
 * ("0.2%", "0.2 percent", "1,000,000,000", "1 billion", "$5,000", "24–48"),
 * so a page that retypes a value instead of importing it is caught, and a
 * changed value is caught in its new form.
 */
import {bountyTiers} from '../../src/data/bounty';
import {chain, chainIdHex} from '../../src/data/chain';
import {fees} from '../../src/data/fees';
import {governance} from '../../src/data/governance';
import {linkDefs, linkIds} from '../../src/data/links';
import {product} from '../../src/data/product';
import {token} from '../../src/data/token';
import {allocations, presale, teamVesting} from '../../src/data/tokenomics';

export interface Forbidden {
  /** The text as a writer would type it. */
  readonly term: string;
  /** Where the value comes from. */
  readonly source: string;
}

const words = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
];

function grouped(n: number, sep: string): string {
  return Math.trunc(n)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, sep);
}

/** Ways to type a count of tokens or dollars: 1000000000, 1,000,000,000, 1 billion, 1B… */
function numberForms(n: number): string[] {
  const out = [String(n), grouped(n, ','), grouped(n, ' '), grouped(n, '.'), grouped(n, '_')];
  for (const [size, names] of [
    [1e9, ['billion', 'bn', 'B']],
    [1e6, ['million', 'mln', 'M']],
    [1e3, ['thousand', 'k', 'K']],
  ] as const) {
    if (n >= size && n % (size / 100) === 0) {
      const v = String(n / size);
      for (const name of names) {
        out.push(name.length <= 2 ? `${v}${name}` : `${v} ${name}`);
      }
      if (n >= 1e6) {
        out.push(`${v} ${names[2]}`);
      }
    }
  }
  return [...new Set(out)];
}

function percentForms(value: number): string[] {
  const base = [String(value)];
  if (!Number.isInteger(value)) {
    base.push(value.toFixed(2));
  }
  return base.flatMap((v) => [`${v}%`, `${v} %`, `${v} percent`, `${v} per cent`]);
}

function usdForms(value: number): string[] {
  const nums = value >= 1000 ? numberForms(value) : [String(value), value.toFixed(2)];
  return [...new Set(nums.flatMap((v) => [`$${v}`, `$ ${v}`, `${v} USD`, `USD ${v}`, `${v} dollars`, `US$${v}`]))];
}

function durationForms(value: number, unit: 'year' | 'month' | 'day' | 'hour'): string[] {
  const names = [String(value), ...(words[value] ? [words[value]] : [])];
  return names.flatMap((v) => [`${v} ${unit}${value === 1 ? '' : 's'}`, `${v}-${unit}`, `${v} ${unit}`]);
}

export function forbiddenTerms(): Forbidden[] {
  const list: Forbidden[] = [];
  const add = (source: string, terms: string[]) => {
    for (const term of terms) {
      list.push({term, source});
    }
  };

  add('chain.chainId', [String(chain.chainId)]);
  add('chainIdHex', [chainIdHex]);
  add('token.totalSupply', numberForms(token.totalSupply));
  for (const a of allocations) {
    add(`allocation ${a.key} percent`, percentForms(a.percent));
    add(`allocation ${a.key} amount`, numberForms(a.amount));
  }
  add('presale.priceUsd', [String(presale.priceUsd), ...usdForms(presale.priceUsd)]);
  add('presale.tokens', numberForms(presale.tokens));
  add('presale.targetUsd', [...numberForms(presale.targetUsd), ...usdForms(presale.targetUsd)]);
  add('teamVesting.cliffMonths', [
    ...durationForms(teamVesting.cliffMonths, 'month'),
    ...durationForms(teamVesting.cliffMonths / 12, 'year'),
  ]);
  add('teamVesting.releaseMonths', [
    ...durationForms(teamVesting.releaseMonths, 'month'),
    ...durationForms(teamVesting.releaseMonths / 12, 'year'),
  ]);
  add('teamVesting.totalMonths', [
    ...durationForms(teamVesting.totalMonths, 'month'),
    ...durationForms(teamVesting.totalMonths / 12, 'year'),
  ]);

  for (const [group, values] of Object.entries(fees)) {
    if (typeof values !== 'object') {
      continue;
    }
    for (const [name, value] of Object.entries(values)) {
      if (name.endsWith('Bps')) {
        add(`fees.${group}.${name}`, percentForms(value / 100));
        if (!Number.isInteger(value / 100) && value / 100 < 0.2) {
          // 0.17 and 0.03 are distinctive even without a unit.
          add(`fees.${group}.${name}`, [String(value / 100)]);
        }
      }
    }
  }
  add('fees.launchpad.burnShareWhenFullPercent', percentForms(fees.launchpad.burnShareWhenFullPercent));
  add('fees.launchpad.creationFeeUsd', usdForms(fees.launchpad.creationFeeUsd));

  const lev = product.maxLeverage;
  add('product.maxLeverage', [`${lev}x`, `${lev} x`, `${lev}×`, `${lev} ×`, `x${lev}`, `${lev}-fold`]);
  const age = product.minimumAge;
  add('product.minimumAge', [
    ...durationForms(age, 'year'),
    `${age}+`,
    `age of ${age}`,
    `aged ${age}`,
    `at least ${age}`,
    `over ${age}`,
    `under ${age}`,
  ]);
  const {min, max} = product.supportReplyHours;
  add('product.supportReplyHours', [
    `${min}-${max}`,
    `${min}–${max}`,
    `${min} - ${max}`,
    `${min} – ${max}`,
    `${min} to ${max}`,
    ...durationForms(min, 'hour'),
    ...durationForms(max, 'hour'),
  ]);

  add('governance.proposalThresholdTokens', numberForms(governance.proposalThresholdTokens));
  add('governance.votingPeriodDays', durationForms(governance.votingPeriodDays, 'day'));

  for (const tier of bountyTiers) {
    add(`bounty ${tier.severity}`, usdForms(tier.maxRewardUsd));
    if (tier.maxRewardUsd >= 1000) {
      add(`bounty ${tier.severity}`, numberForms(tier.maxRewardUsd));
    }
  }

  // Addresses: every host and e-mail of the links module.
  for (const id of linkIds) {
    const url = new URL(linkDefs[id].url);
    add(`links.${id}`, [url.protocol === 'mailto:' ? url.pathname : url.hostname]);
  }

  return list;
}

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The text of an MDX file a writer types: without import/export lines and
 * without JSX expressions in braces (where values are printed from data).
 */
export function typedText(mdx: string): string {
  const lines = mdx.split('\n').filter((l) => !/^(import|export)\s/.test(l));
  const text = lines.join('\n');
  let out = '';
  let depth = 0;
  for (const ch of text) {
    if (ch === '{') {
      depth += 1;
    } else if (ch === '}' && depth > 0) {
      depth -= 1;
      if (depth === 0) {
        out += ' ';
      }
    } else if (depth === 0) {
      out += ch;
    }
  }
  return out;
}

export interface Finding {
  readonly term: string;
  readonly source: string;
  readonly line: number;
  readonly excerpt: string;
}

/** Every forbidden term found in the typed text of an MDX source. */
export function findTypedNumbers(mdx: string, forbidden: Forbidden[] = forbiddenTerms()): Finding[] {
  const text = typedText(mdx);
  const findings: Finding[] = [];
  for (const {term, source} of forbidden) {
    // Not part of a longer number or word: "5%" must not match "45%" or "0.5%".
    const re = new RegExp(`(?<![\\w.,$])${escape(term)}(?![\\w%×]|[.,]\\d)`, 'gi');
    for (const m of text.matchAll(re)) {
      const before = text.slice(0, m.index);
      const line = before.split('\n').length;
      const excerpt = text.split('\n')[line - 1]?.trim().slice(0, 120) ?? '';
      findings.push({term, source, line, excerpt});
    }
  }
  return findings;
}
