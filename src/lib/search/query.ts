/**
 * What a query searches for, beyond its words as typed: the writers'
 * synonyms (src/data/synonyms.ts, shipped with the index), known error
 * strings (the `code` spans of the pages, shipped with the index), typo
 * tolerance by word length, and long pasted input reduced to its informative
 * words. Pure functions, shared by the dialog, the bench and the tests.
 */
import {fillerWords} from './forms';
import {fold, indexTerms, maxQueryTerms, stem, stopWords, tokenize} from './text';

/** One thing the reader asked for: any of its terms may match. */
export interface TermGroup {
  /** The word as typed ('' for a phrase replaced by its synonyms): searched with prefix/typos. */
  readonly raw: string;
  /** Exact index terms: the word's stem (for a phrase, its own words that its synonyms repeat). */
  readonly exact: readonly string[];
  /** Its synonyms' and equivalents' index terms: searched exactly, at a lower weight than the reader's own words. */
  readonly alt: readonly string[];
  /**
   * True for a number of one to three digits, a single letter or a word
   * questions are phrased with ("need", "make"): weak evidence on its own.
   */
  readonly weak: boolean;
  /**
   * For a typed word the docs never use, the index's words it is a slip of (`slipOf`: "swpa" → "swap",
   * "reprot" → "report"), which MiniSearch's edit distance misses when two letters are swapped.
   */
  readonly slips?: readonly string[];
}

/** A known error string: its words, and the sections that quote it. */
export interface Phrase {
  readonly words: readonly string[];
  readonly sections: readonly number[];
}

/** Letters from which a typed word matches a one-word synonym key with a changed letter (shorter: too often another word). */
export const keySlipLetters = 6;

/** Words of more letters than this get two typos; from `oneTypo` letters, one. */
export const twoTypos = 7;
export const oneTypo = 4;

/** Edit distance allowed for a typed word: none below 4 letters, 1 up to 6, 2 from 7. */
export function typoDistance(word: string): number {
  if (!/^\p{L}+$/u.test(word)) {
    return 0;
  }
  return word.length >= twoTypos ? 2 : word.length >= oneTypo ? 1 : 0;
}

/** Markup is not searched: script/style blocks and tags are removed. */
export function stripMarkup(query: string): string {
  return query.replace(/<(script|style)\b[\s\S]*?(<\/\1\s*>|$)/gi, ' ').replace(/<\/?[a-z][^>]*>/gi, ' ');
}

/** True when the edit distance of a and b is at most max. */
export function within(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) {
    return false;
  }
  let prev = Array.from({length: b.length + 1}, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      cur[j] = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      best = Math.min(best, cur[j]!);
    }
    if (best > max) {
      return false;
    }
    prev = cur;
  }
  return prev[b.length]! <= max;
}

/**
 * True when `typed` is `word` with the slips a typist makes: one letter
 * left out, added, changed, or two neighbours swapped: one in a word of
 * 4–9 letters, two from 10 ("recovry", "airdorp", "vulnerabilty reprot"; not "weather"
 * for "rather"). Optimal string alignment distance; `changed` false counts a
 * changed letter as two slips.
 */
export function slipOf(typed: string, word: string, changed = true): boolean {
  const max = typed.length < 4 ? 0 : typed.length < 10 ? 1 : 2;
  if (!typed || typed === word || max === 0 || Math.abs(typed.length - word.length) > max) {
    return false;
  }
  // A short word's first letter is no slip unless swapped with the second: "wsap" is "swap", "teach" is not "each".
  if (typed.length < keySlipLetters && typed[0] !== word[0] && !(typed[0] === word[1] && typed[1] === word[0])) {
    return false;
  }
  const d: number[][] = Array.from({length: typed.length + 1}, (_, i) => [i]);
  for (let j = 1; j <= word.length; j++) {
    d[0]![j] = j;
  }
  for (let i = 1; i <= typed.length; i++) {
    for (let j = 1; j <= word.length; j++) {
      const cost = typed[i - 1] === word[j - 1] ? 0 : changed ? 1 : 2;
      let v = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && typed[i - 1] === word[j - 2] && typed[i - 2] === word[j - 1]) {
        v = Math.min(v, d[i - 2]![j - 2]! + 1);
      }
      d[i]![j] = v;
    }
  }
  return d[typed.length]![word.length]! <= max;
}

/** Most index words a typed word is searched as a slip of. */
const maxSlips = 6;

/**
 * The docs' words a typed word they never use is searched as (`slipOf`): a word under `keySlipLetters` letters only
 * by a letter left out, added or two neighbours swapped, not by a changed letter ("pull" is not "full", "sale" not
 * "safe"), as for a synonym's key; at most `maxSlips`.
 */
export function searchedSlips(typed: string, words: Iterable<string>): string[] {
  const changed = typed.length >= keySlipLetters;
  return [...words].filter((t) => slipOf(typed, t, changed)).slice(0, maxSlips);
}

function startsAt(
  words: readonly string[],
  at: number,
  phrase: readonly string[],
  same: (typed: string, key: string) => boolean = (x, y) => x === y,
): boolean {
  return phrase.length > 0 && phrase.every((w, i) => words[at + i] !== undefined && same(words[at + i]!, w));
}

/**
 * Sections that quote an error string found in the query, with how many of
 * the query's words the strings cover (longest strings win).
 */
export function phraseMatches(words: readonly string[], phrases: readonly Phrase[]): Map<number, number> {
  const scores = new Map<number, number>();
  for (const phrase of phrases) {
    if (phrase.words.length < 2 && (phrase.words[0]?.length ?? 0) < 12) {
      continue; // one short word is not an error string
    }
    for (let at = 0; at + phrase.words.length <= words.length; at++) {
      if (startsAt(words, at, phrase.words)) {
        for (const s of phrase.sections) {
          scores.set(s, Math.max(scores.get(s) ?? 0, phrase.words.length));
        }
        break;
      }
    }
  }
  return scores;
}

export interface ParsedQuery {
  readonly groups: readonly TermGroup[];
  /** Section id → length of the longest known error string of that section in the query. */
  readonly phrases: ReadonlyMap<number, number>;
  /** The query's folded words (markup removed), before stop words and synonyms. */
  readonly words: readonly string[];
}

/**
 * Parses a query. `synonyms` maps typed words/phrases (folded) to the docs'
 * words; `known(term)` says whether the index holds a term (used to reduce
 * a long pasted input to the words that can match).
 */
export function parseQuery(
  query: string,
  synonyms: Readonly<Record<string, string>>,
  phrases: readonly Phrase[],
  known: (term: string) => number,
): ParsedQuery {
  const words = tokenize(stripMarkup(query.slice(0, 4000)));
  // A capital letter standing alone names something (the coin "S"), unlike "i", "a" or the "s" of "what's".
  const named = new Set(
    [...query.slice(0, 4000).matchAll(/(?<![\p{L}\p{N}'’$])(\p{Lu})(?![\p{L}\p{N}'’])/gu)]
      .map((m) => m[1]!.toLowerCase())
      .filter((l) => l !== 'i' && l !== 'a'),
  );
  const matchedPhrases = phraseMatches(words, phrases);
  const keys = Object.keys(synonyms)
    .map((k) => ({key: k, words: tokenize(k)}))
    .sort((a, b) => b.words.length - a.words.length);
  const groups: TermGroup[] = [];
  const seen = new Set<string>();
  const add = (raw: string, alternatives: readonly string[], own: readonly string[] = [], deictic = false): void => {
    const exact = new Set<string>();
    const alt = new Set<string>();
    if (raw) {
      exact.add(stem(raw));
    }
    const ownTerms = new Set(own.flatMap(indexTerms));
    for (const w of alternatives.flatMap((a) => tokenize(a))) {
      for (const t of indexTerms(w)) {
        (ownTerms.has(t) ? exact : alt).add(t);
      }
    }
    if (!raw && exact.size === 0) {
      // A phrase replaced by the docs' words (help desk → support): those are what it searches.
      alt.forEach((t) => exact.add(t));
      alt.clear();
    }
    exact.delete(raw);
    exact.forEach((t) => alt.delete(t));
    alt.delete(raw);
    const id = `${raw}|${[...exact].join(' ')}|${[...alt].join(' ')}`;
    if ((raw || exact.size > 0 || alt.size > 0) && !seen.has(id)) {
      seen.add(id);
      groups.push({
        raw,
        exact: [...exact],
        alt: [...alt],
        weak: (/^(\p{N}{1,3}|\p{L})$/u.test(raw) && !named.has(raw)) || fillerWords.has(raw) || deictic,
      });
    }
  };
  // A typed word the docs never use matches a synonym's word with a slip of the keys ("recovry phrse");
  // a short one-word key not by a changed letter ("clif" is "cliff", "train" is not "drain").
  const same = (typed: string, key: string, alone = false): boolean =>
    typed === key || (known(typed) === 0 && slipOf(typed, key, !alone || typed.length >= keySlipLetters));
  // The particle of a phrasal verb the reader split with its object ("pull my coins out"): skipped when met.
  const split = new Set<number>();
  const twoWordKeys = new Set(keys.filter((k) => k.words.length === 2).map((k) => k.words.join(' ')));
  for (let i = 0; i < words.length;) {
    const multi =
      keys.find((k) => k.words.length > 1 && startsAt(words, i, k.words)) ??
      keys.find((k) => k.words.length > 1 && startsAt(words, i, k.words, same));
    if (multi) {
      add('', [synonyms[multi.key]!], multi.words);
      i += multi.words.length;
      continue;
    }
    const verb = keys.map((k) => ({k, at: splitParticle(words, i, k.words, twoWordKeys)})).find(({at}) => at > 0);
    if (verb) {
      add('', [synonyms[verb.k.key]!], verb.k.words);
      split.add(verb.at);
      i++;
      continue;
    }
    const word = words[i]!;
    i++;
    if (stopWords.has(word) || split.has(i - 1)) {
      continue;
    }
    const key =
      word in synonyms
        ? word
        : keys.find((k) => k.words.length === 1 && (same(word, k.key, true) || sameStem(word, k.key, known)))?.key;
    const alt = key ? synonyms[key] : undefined;
    const previous = words[i - 2]; // `i` has moved past `word`
    add(word, alt ? [alt] : [], [], previous === 'this' && siteNouns.has(word));
  }
  let kept = groups;
  if (groups.length > maxQueryTerms) {
    // A pasted paragraph: keep the words the docs use, rarest first (known error strings are ranked apart).
    const df = (g: TermGroup): number =>
      Math.max(0, ...[g.raw, ...g.exact, ...g.alt].filter(Boolean).map((t) => known(t)));
    kept = groups
      .filter((g) => !g.weak && df(g) > 0)
      .sort((a, b) => df(a) - df(b))
      .slice(0, maxQueryTerms);
  }
  return {groups: kept, phrases: matchedPhrases, words};
}

/** Letters a stem needs to stand for a synonym key's inflections ("min" is no form of "mining"). */
const keyStemLetters = 4;

/**
 * True when `typed`, a word the docs never use, is another form of the one-word synonym key `key` ("refunded" of
 * "refund", "hacks" of "hack"): the two share a stem of at least `keyStemLetters` letters.
 */
function sameStem(typed: string, key: string, known: (term: string) => number): boolean {
  const root = stem(typed);
  return root.length >= keyStemLetters && root === stem(key) && known(typed) === 0;
}

/**
 * What a reader calls the site itself after "this" ("who is this dex meant for", "is this platform safe"): the
 * words point at the site, not at a section about exchanges, so they weigh like a weak word.
 */
const siteNouns: ReadonlySet<string> = new Set(['exchange', 'dex', 'platform', 'site', 'app', 'project']);

/** Particles of the phrasal verbs readers split with their object ("take my tokens out", "lock my sx up"). */
const particles: ReadonlySet<string> = new Set(['out', 'up', 'back', 'off', 'in', 'down', 'away']);
/** Words a reader puts between a verb and its particle, at most. */
const maxSplit = 3;

/**
 * Where the particle of the two-word key `verb particle` is in `words` when the word at `at` is the verb and one to
 * `maxSplit` words stand between them ("pull my coins out" for "pull out"), else 0; also 0 when a word between them is
 * itself a verb of `twoWordKeys` that takes that particle (the nearer verb takes it).
 */
function splitParticle(
  words: readonly string[],
  at: number,
  key: readonly string[],
  twoWordKeys: ReadonlySet<string>,
): number {
  if (key.length !== 2 || !particles.has(key[1]!) || words[at] !== key[0]) {
    return 0;
  }
  for (let j = at + 2; j <= at + 1 + maxSplit && j < words.length; j++) {
    if (words[j] === key[1]) {
      // The particle belongs to the nearest verb that takes it: "the team's tokens locked up" is "lock up".
      return words
        .slice(at + 1, j)
        .some((w) => twoWordKeys.has(`${w} ${key[1]}`) || twoWordKeys.has(`${stem(w)} ${key[1]}`))
        ? 0
        : j;
    }
  }
  return 0;
}

/** Folds a writer's synonym list once (keys and values). */
export function foldSynonyms(list: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(list).map(([k, v]) => [fold(k).trim(), fold(v)]));
}
