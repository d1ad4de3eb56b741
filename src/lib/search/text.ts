/**
 * Words for the search index and for queries, the same way on both sides:
 * lower case, accents folded, English function words dropped, and each word
 * kept as typed plus a light stem, so "staking", "staked" and "stake" meet
 * and "How do I connect my wallet?" searches for "connect wallet".
 * Pure functions: used by the build plugin, the dialog and the unit tests.
 */

/** Question and function words that say nothing about which section answers. */
export const stopWords: ReadonlySet<string> = new Set(
  (
    'a an the and or but nor of to in on at for by with from as into onto than then so if ' +
    'is are was were be been being am do does did done doing have has had having ' +
    'how what when where why who whom whose which can could should would will shall may might must ' +
    'i me my mine we us our you your yours it its they them their this that these those there here ' +
    'about any some such just also very too please much many get got ' +
    // Chat spellings of the same words.
    'wat wut wht wen whats teh da u ur r im pls plz ser ther thier hw abt bc cuz coz tho thru wanna gonna gotta ya ' +
    // What is left of a contraction ("isn't" is "isn" and "t"), and contractions typed without the apostrophe
    // ("wont" stays: without it, "wallet wont connect" no longer found its troubleshooting entry first).
    'isn aren wasn weren don doesn didn haven hasn hadn wouldn shouldn couldn mustn needn re ve ll ' +
    'isnt arent wasnt werent dont doesnt didnt havent hasnt hadnt wouldnt shouldnt couldnt cant ive youre thats'
  ).split(' '),
);

/** Longest word kept, in characters: a 1,000-letter "word" is cut, not searched whole. */
export const maxTermLength = 32;
/** Most words a query searches for; more are ignored (a pasted paragraph stays fast). */
export const maxQueryTerms = 12;

const wordPattern = /[\p{L}\p{N}]+(?:[.,][\p{N}]+)*/gu;

/** Lower case, accents removed (NFKD minus combining marks). */
export function fold(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The words of a text, folded, with their positions in the original text. */
export function words(text: string): {word: string; start: number; end: number}[] {
  const out: {word: string; start: number; end: number}[] = [];
  for (const m of text.matchAll(wordPattern)) {
    out.push({word: fold(m[0]).slice(0, maxTermLength), start: m.index, end: m.index + m[0].length});
  }
  return out;
}

/** Tokenizer for MiniSearch: the folded words of a text (folded once, as a whole: fast). */
export function tokenize(text: string): string[] {
  return (fold(text).match(wordPattern) ?? []).map((w) => w.slice(0, maxTermLength));
}

/** Irregular past forms readers and writers use ("sold", "paid"), to the stem of their verb. */
const irregularForms: ReadonlyMap<string, string> = new Map(
  (
    'sold:sell bought:buy paid:pay sent:send spent:spend lost:lose held:hold kept:keep won:win ' +
    'stole:steal stolen:steal chose:choose chosen:choose took:tak taken:tak gave:giv given:giv ' +
    'withdrew:withdraw withdrawn:withdraw froze:freez frozen:freez'
  )
    .split(' ')
    .map((pair) => pair.split(':') as [string, string]),
);

/** Nouns made from a verb with -al ("withdrawal", "removal"): stemmed as the verb, so either form finds the other. */
const verbNouns: ReadonlySet<string> = new Set(
  'withdrawal removal approval proposal refusal renewal arrival disposal dismissal referral reversal retrieval rental survival'.split(
    ' ',
  ),
);

/**
 * A light English stem: plural and -ing/-ed endings and a final e removed,
 * doubled end consonants undone, irregular past forms mapped to their verb; a number's thousands separators
 * dropped, and its short scale written out ("40m" → "40000000"). Other words with digits or non-Latin letters are returned unchanged.
 */
export function stem(word: string): string {
  const irregular = irregularForms.get(word);
  if (irregular) {
    return irregular;
  }
  if (/^\p{N}{1,3}(,\p{N}{3})+$/u.test(word)) {
    return word.replace(/,/g, ''); // "5,000" is "5000" as a reader types it
  }
  const short = /^(\p{N}+)([kmb])$/u.exec(word);
  if (short) {
    return `${short[1]}${'0'.repeat({k: 3, m: 6, b: 9}[short[2] as 'k' | 'm' | 'b'])}`; // "40m" is "40000000"
  }
  if (word.length <= 3 || !/^[a-z]+$/.test(word)) {
    return word;
  }
  let w = word;
  if (w.endsWith('ies') && w.length > 4) {
    w = `${w.slice(0, -3)}y`;
  } else if (w.endsWith('sses')) {
    w = w.slice(0, -2);
  } else if (w.endsWith('s') && !/(ss|us|is)$/.test(w)) {
    w = w.slice(0, -1);
  }
  if (verbNouns.has(w)) {
    w = w.slice(0, -2).replace(/([b-df-hj-km-rtv-z])\1$/, '$1');
  }
  for (const [suffix, keep] of [
    ['ing', 3],
    ['ed', 4],
  ] as const) {
    if (w.endsWith(suffix) && w.length - suffix.length >= keep) {
      w = w.slice(0, -suffix.length);
      if (/([b-df-hj-km-rtv-z])\1$/.test(w)) {
        w = w.slice(0, -1);
      }
      break;
    }
  }
  if (w.endsWith('e') && w.length >= 4) {
    w = w.slice(0, -1);
  }
  return w;
}

/** Index terms for one word: none for a stop word, else the word and its stem. */
export function indexTerms(word: string): string[] {
  if (!word || stopWords.has(word)) {
    return [];
  }
  const s = stem(word);
  return s === word ? [word] : [word, s];
}

export interface QueryTerm {
  /** The word as typed (folded): searched as a prefix and with small typos. */
  readonly raw: string;
  /** Its stem: searched exactly, so other forms of the word match. */
  readonly stem: string;
}

/** The words a query searches for: stop words dropped, duplicates removed, at most maxQueryTerms. */
export function queryTerms(query: string): QueryTerm[] {
  const seen = new Set<string>();
  const out: QueryTerm[] = [];
  for (const word of tokenize(query.slice(0, 2000))) {
    if (stopWords.has(word) || seen.has(word)) {
      continue;
    }
    seen.add(word);
    out.push({raw: word, stem: stem(word)});
    if (out.length >= maxQueryTerms) {
      break;
    }
  }
  return out;
}

/**
 * True for a query phrased as a question ("how do I…", "what is…?"). One word with a question mark ("100x??",
 * "staking?") is a keyword said with surprise: it names a topic, it asks nothing of it.
 */
export function isQuestion(query: string): boolean {
  return (
    (/\?\s*$/.test(query) && tokenize(query).length > 1) ||
    /^\s*(how|what|when|where|why|who|which|can|is|are|do|does|should|will)\b/i.test(query)
  );
}

export interface Segment {
  readonly text: string;
  readonly hit: boolean;
}

/** Splits a text into plain and highlighted parts: a word is a hit when one of its index terms matched. */
export function highlight(text: string, matched: ReadonlySet<string>): Segment[] {
  const segments: Segment[] = [];
  let last = 0;
  for (const {word, start, end} of words(text)) {
    if (!indexTerms(word).some((t) => matched.has(t))) {
      continue;
    }
    if (start > last) {
      segments.push({text: text.slice(last, start), hit: false});
    }
    segments.push({text: text.slice(start, end), hit: true});
    last = end;
  }
  if (last < text.length) {
    segments.push({text: text.slice(last), hit: false});
  }
  return segments;
}

/**
 * A window of about `length` characters of a section's text around its first
 * matched word, cut at word boundaries, with an ellipsis where text was cut.
 */
export function snippet(text: string, matched: ReadonlySet<string>, length = 180): string {
  if (text.length <= length) {
    return text;
  }
  const first = words(text).find(({word}) => indexTerms(word).some((t) => matched.has(t)));
  let start = first ? Math.max(0, first.start - Math.round(length / 4)) : 0;
  if (start > 0) {
    const space = text.indexOf(' ', start);
    start = space >= 0 && space < (first?.start ?? start) ? space + 1 : start;
  }
  let end = Math.min(text.length, start + length);
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    end = space > start ? space : end;
  }
  return `${start > 0 ? '… ' : ''}${text.slice(start, end).trim()}${end < text.length ? ' …' : ''}`;
}
