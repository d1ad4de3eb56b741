/**
 * Search over the site's sections with MiniSearch. The build
 * (src/plugins/search-index) indexes the sections and writes the index in a
 * compact form (./compact.ts) with the sections' headings, but not their
 * text: the text, which only the snippets and the answer need, goes into small
 * files of about 500 characters each, and the dialog fetches those of the
 * first results shown (more as the reader moves down). So opening search
 * downloads the index alone (see bench/SEARCH.md).
 */
import MiniSearch, {type Options, type Query, type SearchOptions} from 'minisearch';
import type {unusedMethods} from '../../plugins/search-index/trim-minisearch';
import {pack, unpack, type Derived, type PackedIndex} from './compact';
import {
  answerKind,
  answersKind,
  countedNoun,
  definedTerm,
  eventClause,
  definitionWords,
  fitsForm,
  fillerWords,
  rankingForm,
  termBeforeContext,
  yesNoClause,
  type AnswerKind,
  type QuestionForm,
} from './forms';
import {
  foldSynonyms,
  keySlipLetters,
  parseQuery,
  searchedSlips,
  slipOf,
  typoDistance,
  within,
  type Phrase,
  type TermGroup,
} from './query';
import {packPhrases, packSynonyms, unpackPhrases, unpackSynonyms} from './lists';
import {fold, indexTerms, isQuestion, stem, stopWords, tokenize, words as wordsOf} from './text';

export interface SearchPage {
  readonly title: string;
  readonly path: string;
}

/** One part of a page: its introduction (level 1, no anchor) or an h2/h3 section. */
export interface SearchSection {
  /** Index into SearchPayload.pages. */
  readonly page: number;
  readonly level: 1 | 2 | 3;
  readonly heading: string;
  /** The heading's id ('' for the page's introduction). */
  readonly anchor: string;
  readonly text: string;
  /** Its inline code (error messages quoted as shown): matched whole in pasted input. */
  readonly codes?: readonly string[];
  /** Terms it defines (a glossary's entries). */
  readonly defines?: readonly string[];
  /** Other pages it links to, as route#anchor or route (see extract.ts). */
  readonly links?: readonly string[];
  /** What a reader asks that it answers, in a reader's words (src/data/search-asks.ts): a low-weight field. */
  readonly asks?: string;
}

/** A section as the payload lists it: everything but the text. */
export type SectionMeta = Omit<SearchSection, 'text' | 'codes' | 'defines' | 'links' | 'asks'>;

/**
 * A section in the payload, short: [page, heading] for a page's
 * introduction, [page, level, heading] when the anchor is the heading's slug
 * (as Docusaurus makes it, nearly always), else [page, level, heading, anchor].
 */
export type PackedSection = readonly [number, string] | readonly [number, 2 | 3, string, string?];

/** Anchor of a heading as Docusaurus writes it (github-slugger), for the usual headings. */
export function slug(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .trim()
    .replace(/\s/g, '-');
}

function packSection({page, level, heading, anchor}: SectionMeta): PackedSection {
  if (level === 1) {
    return [page, heading];
  }
  return slug(heading) === anchor ? [page, level, heading] : [page, level, heading, anchor];
}

function unpackSection(packed: PackedSection): SectionMeta {
  if (packed.length === 2) {
    return {page: packed[0], level: 1, heading: packed[1], anchor: ''};
  }
  const [page, level, heading, anchor] = packed;
  return {page, level, heading, anchor: anchor ?? slug(heading)};
}

/** The static JSON the build writes and the dialog fetches. */
export interface SearchPayload {
  readonly version: 9;
  readonly pages: readonly SearchPage[];
  /**
   * The name of page n's text file (a JSON array: the text of each of its sections, in order) with "{n}" for n, one
   * hash for all, as for `textParts`. For tools and tests; the dialog fetches the smaller parts.
   */
  readonly pageText: string;
  readonly sections: readonly PackedSection[];
  /**
   * The sections' text in parts of about `textPartChars` characters (a
   * section is never split, nor a part spread over two pages), so a result's
   * snippet costs its part, not its page: the name of part n's file (a JSON
   * array of section texts) with "{n}" for n (one hash for all parts, so the
   * names cost nothing), and how many sections each part holds, in order.
   */
  readonly textParts: string;
  readonly textCounts: readonly number[];
  readonly index: PackedIndex;
  /** Writers' synonyms (src/data/synonyms.ts), folded: typed word or phrase → the docs' words (lists.ts `packSynonyms`). */
  readonly synonyms: string;
  /**
   * Words and phrases that mean the same (src/data/synonyms.ts `equivalents`,
   * glossary terms among them), folded, each group joined by "|": any member
   * finds the others. `loadIndex` merges them into `synonyms`.
   */
  readonly equivalents?: readonly string[];
  /** Known error strings (inline code of the sections), folded into words, with their sections (lists.ts `packPhrases`). */
  readonly phrases: string;
  /** Defined terms (folded) → the section that defines them. */
  readonly defined?: Readonly<Record<string, number>>;
  /** Where sections send the reader for the detail: [section, ...the sections of other pages it links to]. */
  readonly links?: readonly (readonly number[])[];
}

/** What the build writes at search/manifest.json: the current (content-hashed) index file. */
export interface SearchManifest {
  readonly index: string;
}

/** Characters of section text per text file (part): about 0.3 KiB gzip; see bench/SEARCH.md. */
export const textPartChars = 500;

/** Weight of a synonym's match against the reader's own word (1). */
const synonymWeight = 0.6;

/** Lift of a section headed by a question ("How do I…?") when the query is one too. */
const questionLift = 1.3;

/** Terms a section defines from which it is a glossary, and its weight for a question that asks no definition. */
const glossaryTerms = 3;
const glossaryWeight = 0.6;

/** Lift of a section whose heading is the query's words, no more, no fewer ("$SX", "Fees"). */
const headingLift = 1.3;

/** True when a heading's words (stop words aside, by stem) are the query's words as typed. */
function sameWords(heading: string, typed: ReadonlySet<string>): boolean {
  const own = new Set(
    tokenize(heading)
      .filter((w) => !stopWords.has(w))
      .map(stem),
  );
  return typed.size > 0 && own.size === typed.size && [...own].every((w) => typed.has(w));
}

/** Weight of the landing page's sections (page 0), which sum up the pages that detail them. */
const landingWeight = 0.8;

/** Words of a reader reporting something that goes wrong. */
const problemReport =
  /\b(errors?|fail(s|ed|ing)?|wrong|stuck|pending|won'?t|can'?t|cannot|doesn'?t|isn'?t|not (work(ing)?|show(ing)?|connect(ing)?|going through)|missing|denied|reject(s|ed|ing)?|reverted|insufficient|too (low|high|old|little)|unable|invalid|exceeds|underpriced|broken|nothing happens|could not|unrecognized|no \w+ found)\b/i;
/** Lift of a section that quotes error messages when the query reports a problem. */
const problemLift = 1.3;
/** Weight of a troubleshooting entry for a query that reports no problem: it wants the how-to ("look up my tx"). */
const noProblemWeight = 0.8;

type Doc = SearchSection & {id: number; title: string};

const engineOptions: Options<Doc> = {
  fields: ['title', 'heading', 'text', 'asks'],
  tokenize,
  processTerm: (term) => indexTerms(term),
};

/**
 * The words a section's title field holds: none for an introduction headed by its page's title, which its heading
 * field holds already (counted twice, "Bug Bounty" would rank the page's introduction far above its sections).
 */
function titleWords(pages: readonly SearchPage[], s: {page: number; level: number; heading: string}): string {
  const title = pages[s.page]?.title ?? '';
  return s.level === 1 && fold(s.heading).trim() === fold(title).trim() ? '' : title;
}

/** The fields the payload holds anyway (its pages' titles, its sections' headings): rebuilt on load, not shipped in the index. */
function derivedFields(
  pages: readonly SearchPage[],
  sections: readonly {page: number; level: number; heading: string}[],
): Derived {
  return {
    fields: ['title', 'heading'],
    text: (doc, field) => (field === 'title' ? titleWords(pages, sections[doc]!) : sections[doc]!.heading),
    tokenize,
  };
}

/** Where the build writes the sections' text; each returns the name of what it wrote. */
export interface TextWriter {
  /** Each page's section texts, in order: returns page n's file name with "{n}" for n. */
  readonly pages: (pages: readonly (readonly string[])[]) => string;
  /** The parts, each its sections' texts in order: returns part n's file name with "{n}" for n. */
  readonly parts: (parts: readonly (readonly string[])[]) => string;
}

/** The words of a section's readers' questions, once each (a word asked twice is no more what it answers). */
function askedWords(asks: string, own = ''): string {
  const has = new Set(tokenize(own).map(stem));
  return [...new Set(tokenize(asks).filter((w) => !stopWords.has(w) && !has.has(stem(w))))].join(' ');
}

/**
 * The heading of the section (h2) a subsection (h3) is in, when the page repeats the subsection's own heading
 * ("Staking and Farming" for its "How It Works", one of three on Products); otherwise ''. Such a heading says what
 * kind of section it is, not what it is about: the reader names the product ("staking minimum withdrawal").
 */
function repeatedHeadingContext(sections: readonly SearchSection[], id: number): string {
  const s = sections[id]!;
  if (s.level !== 3 || !sections.some((o, i) => i !== id && o.page === s.page && o.heading === s.heading)) {
    return '';
  }
  for (let i = id - 1; i >= 0 && sections[i]!.page === s.page; i--) {
    if (sections[i]!.level === 2) {
      return sections[i]!.heading;
    }
  }
  return '';
}

/** Placeholder for the part number in SearchPayload.textParts. */
export const partNumber = '{n}';

/** Indexes the sections (at build time) and returns the payload the dialog fetches; `write` stores the text. */
export function buildPayload(
  pages: readonly SearchPage[],
  sections: readonly SearchSection[],
  write: TextWriter,
  synonyms: Readonly<Record<string, string>> = {},
  equivalents: readonly (readonly string[])[] = [],
): SearchPayload {
  sections.forEach((s, i) => {
    if (i > 0 && s.page < sections[i - 1]!.page) {
      throw new Error('buildPayload: sections must be in page order');
    }
  });
  const engine = new MiniSearch<Doc>(engineOptions);
  engine.addAll(
    sections.map((s, id) => ({
      ...s,
      id,
      title: titleWords(pages, s),
      // A repeated heading's context is found like the section's readers' questions (see above).
      asks: askedWords(
        `${repeatedHeadingContext(sections, id)} ${s.asks ?? ''}`,
        `${pages[s.page]?.title ?? ''} ${s.heading}`,
      ),
    })),
  );
  const phrases = new Map<string, number[]>();
  sections.forEach((s, id) => {
    for (const code of s.codes ?? []) {
      const key = tokenize(code).join(' ');
      // Messages, not addresses: two words or more, or one long identifier; no URLs.
      const words = key.split(' ');
      const message = (words.length > 1 || key.length >= 12) && !/^https?\b/.test(key);
      if (message && !phrases.get(key)?.includes(id)) {
        phrases.set(key, [...(phrases.get(key) ?? []), id]);
      }
    }
  });
  const parts: string[][] = [];
  const textStarts: number[] = [];
  let chars = 0;
  sections.forEach((s, id) => {
    if (id === 0 || chars + s.text.length > textPartChars || s.page !== sections[id - 1]!.page) {
      parts.push([]);
      textStarts.push(id);
      chars = 0;
    }
    parts.at(-1)!.push(s.text);
    chars += s.text.length;
  });
  return {
    version: 9,
    pages: pages.map((p) => ({title: p.title, path: p.path})),
    pageText: write.pages(pages.map((_, i) => sections.filter((s) => s.page === i).map((s) => s.text))),
    sections: sections.map(packSection),
    textParts: write.parts(parts),
    textCounts: textStarts.map((start, k) => (textStarts[k + 1] ?? sections.length) - start),
    index: pack(engine.toJSON(), indexTerms, derivedFields(pages, sections)),
    synonyms: packSynonyms(foldSynonyms(synonyms)),
    equivalents: equivalents.map((group) => group.map((w) => fold(w).trim()).join('|')),
    phrases: packPhrases([...phrases].map(([key, ids]) => ({words: key.split(' '), sections: ids}))),
    links: linkTargets(pages, sections),
    defined: Object.fromEntries(
      sections.flatMap((s, id) => (s.defines ?? []).map((term) => [tokenize(term).join(' '), id] as const)).reverse(),
    ),
  };
}

/** Each linking section's targets as section ids (SearchPayload.links); links to a whole page are not kept. */
function linkTargets(pages: readonly SearchPage[], sections: readonly SearchSection[]): number[][] {
  const ids = new Map(sections.map((s, id) => [`${pages[s.page]?.path}#${s.anchor}`, id]));
  const out: number[][] = [];
  sections.forEach((s, id) => {
    const targets = (s.links ?? [])
      .map((href) => (href.includes('#') ? ids.get(href) : undefined))
      .filter((t): t is number => t !== undefined && t !== id);
    if (targets.length) {
      out.push([id, ...new Set(targets)]);
    }
  });
  return out;
}

/** The payload as loaded: its sections unpacked. */
export type LoadedPayload = Omit<SearchPayload, 'sections' | 'synonyms' | 'phrases'> & {
  readonly sections: readonly SectionMeta[];
  readonly synonyms: Readonly<Record<string, string>>;
  readonly phrases: readonly Phrase[];
};

/** MiniSearch as the dialog's build ships it: without the methods src/plugins/search-index/trim-minisearch.ts cuts. */
export type LoadedEngine = Omit<MiniSearch<Doc>, (typeof unusedMethods)[number]>;

export interface LoadedIndex {
  readonly payload: LoadedPayload;
  readonly engine: LoadedEngine;
  /** Where a section's text is: its part's file and its place in it. */
  readonly textOf: (id: number) => {readonly file: string; readonly index: number};
  /** Documents (sections) per index term. */
  readonly df: ReadonlyMap<string, number>;
  /**
   * The troubleshooting entries: sections that quote a message reporting a problem ("insufficient funds", "user
   * rejected the request"), not any code ("facts.json").
   */
  readonly troubleshooting: ReadonlySet<number>;
}

/** The synonyms plus, for each member of an equivalence group, every member of its group (itself included). */
export function withEquivalents(
  synonyms: Readonly<Record<string, string>>,
  groups: readonly string[],
): Record<string, string> {
  const out: Record<string, string> = {...synonyms};
  for (const group of groups) {
    const members = group.split('|');
    for (const m of members) {
      out[m] = [out[m], ...members].filter(Boolean).join(' ');
    }
  }
  return out;
}

/** Loads the payload's packed index (in the browser, on first opening). */
export function loadIndex(packed: SearchPayload): LoadedIndex {
  const payload: LoadedPayload = {
    ...packed,
    sections: packed.sections.map(unpackSection),
    synonyms: withEquivalents(unpackSynonyms(packed.synonyms), packed.equivalents ?? []),
    phrases: unpackPhrases(packed.phrases),
  };
  const js = unpack(payload.index, indexTerms, derivedFields(payload.pages, payload.sections));
  const engine = MiniSearch.loadJS<Doc>(js, engineOptions);
  const {textParts} = payload;
  const textStarts: number[] = [];
  let start = 0;
  for (const n of payload.textCounts) {
    textStarts.push(start);
    start += n;
  }
  const textOf = (id: number): {file: string; index: number} => {
    let k = textStarts.length - 1;
    while (k > 0 && textStarts[k]! > id) {
      k--;
    }
    return {file: textParts.replace(partNumber, String(k)), index: id - (textStarts[k] ?? 0)};
  };
  const df = new Map<string, number>();
  for (const [term, data] of js.index) {
    const docs = new Set<string>();
    for (const perField of Object.values(data)) {
      for (const doc of Object.keys(perField)) {
        docs.add(doc);
      }
    }
    df.set(term, docs.size);
  }
  const troubleshooting = new Set(
    payload.phrases.filter((p) => problemReport.test(p.words.join(' '))).flatMap((p) => p.sections),
  );
  return {payload, engine, textOf, df, troubleshooting};
}

export interface Hit {
  readonly section: SectionMeta;
  readonly page: SearchPage;
  /** The text file (part) that holds the section's text, and the text's place in it. */
  readonly textFile: string;
  readonly textIndex: number;
  /** Route plus #anchor. */
  readonly href: string;
  /** Index terms that matched, for highlighting. */
  readonly matched: ReadonlySet<string>;
  readonly score: number;
}

/** Field weights: a word in a heading or page title counts more than one in passing. */
export const boost = {heading: 3, title: 2, text: 1, asks: 1.5} as const;

/** A page's section texts, when they have arrived (undefined until then). */
export type TextSource = (file: string) => readonly string[] | undefined;

interface Analysed {
  readonly groups: readonly TermGroup[];
  /** idf weight of each group. */
  readonly weights: readonly number[];
  /** Index of the group searched as a prefix (the word being typed), or -1. */
  readonly prefixGroup: number;
  /** Per group: whether the word as typed is a word of the docs. */
  readonly known: readonly boolean[];
  /** What the question asks for (an amount, a time…), or null. */
  readonly form: QuestionForm;
}

/** How much a typo of a word the docs use counts for: the reader most likely meant the word typed. */
const knownTypoShare = 0.5;

/**
 * How well a word of the text matches the group: 1 as the word, its stem, a
 * synonym or the prefix being typed; a typo of it 1, or `knownTypoShare` when the typed
 * word is itself a word of the docs (then the reader most likely meant it).
 */
function wordMatches(word: string, group: TermGroup, prefix: boolean, typedIsKnown: boolean): number {
  const terms = indexTerms(word);
  if (terms.length === 0) {
    return 0;
  }
  if (group.raw && (terms.includes(group.raw) || (prefix && word.startsWith(group.raw)))) {
    return 1;
  }
  if (terms.some((t) => group.exact.includes(t) || group.alt.includes(t) || group.slips?.includes(t))) {
    return 1;
  }
  const d = typoDistance(group.raw);
  return d > 0 && within(group.raw, word, d) ? (typedIsKnown ? knownTypoShare : 1) : 0;
}

/**
 * Whether a section's matched terms hold the group's word as typed, its stem,
 * a synonym, the word being typed's completion, or a slip of the keys for it
 * (`slipOf`): the ranking's wider typo tolerance is not evidence on its own.
 */
function typedOrSlip(
  group: TermGroup,
  terms: readonly string[],
  prefix: boolean,
  slips = true,
  changed = true,
): boolean {
  return terms.some(
    (t) =>
      t === group.raw ||
      group.exact.includes(t) ||
      group.alt.includes(t) ||
      (prefix && group.raw.length > 0 && t.startsWith(group.raw)) ||
      (slips && slipOf(group.raw, t, changed)),
  );
}

/** Lift of a section whose text has the query's words side by side, as the reader typed them, at most. */
const phraseLift = 1;

/** Lift of a section whose text states a figure the reader typed with its unit ("$5", "0.17%", "100x"). */
const figureLift = 2;

/** Figures typed with a unit: an amount, a share or a multiple, without spaces ("$5", "0.17%", "100x"). */
const unitFigure = /[$€£]\s?\p{N}+(?:[.,]\p{N}+)*|\p{N}+(?:[.,]\p{N}+)*\s?(?:%|x\b)/giu;

/** The figures with a unit a text states, spaces left out ("5 %" is "5%"). */
function unitFigures(text: string): string[] {
  return [...text.matchAll(unitFigure)].map((m) => m[0].replace(/\s/g, '').toLowerCase());
}

/**
 * Share of the query's neighbouring word pairs (stop words aside) that the
 * text has next to each other in the same order ("support e-mail address",
 * "app.sx-exchange.example"): 0 for a query of one word.
 */
function adjacency(text: string, a: Analysed): number {
  const n = a.groups.length;
  if (n < 2) {
    return 0;
  }
  const seen = new Set<number>();
  let prev: number[] = [];
  for (const {word} of wordsOf(text)) {
    if (stopWords.has(word)) {
      continue;
    }
    const here: number[] = [];
    a.groups.forEach((g, i) => {
      if (wordMatches(word, g, i === a.prefixGroup, a.known[i]!) > 0) {
        here.push(i);
        if (prev.includes(i - 1)) {
          seen.add(i);
        }
      }
    });
    prev = here;
  }
  return seen.size / (n - 1);
}

/** Groups (by index) that some word of `text` matches, with how well. */
function groupsIn(text: string, a: Analysed): Map<number, number> {
  const found = new Map<number, number>();
  for (const {word} of wordsOf(text)) {
    a.groups.forEach((g, i) => {
      if ((found.get(i) ?? 0) < 1) {
        const m = wordMatches(word, g, i === a.prefixGroup, a.known[i]!);
        if (m > (found.get(i) ?? 0)) {
          found.set(i, m);
        }
      }
    });
  }
  return found;
}

const share = (found: ReadonlyMap<number, number> | ReadonlySet<number>, a: Analysed): number => {
  const total = a.weights.reduce((n, w) => n + w, 0) || 1;
  const entries: [number, number][] = found instanceof Map ? [...found] : [...found].map((i) => [i, 1]);
  return entries.reduce((n, [i, m]) => n + (a.weights[i] ?? 0) * m, 0) / total;
};

/**
 * Sentences of a section's text: split after . ! ? followed by a capital,
 * digit or symbol, and at each line break (the build keeps one between
 * blocks: a list item, a table row or a caption is a line of its own).
 */
export function sentences(text: string): string[] {
  return text
    .split(/\n|(?<=[.!?])[^\S\t]+(?=["“(]?[\p{Lu}\p{N}$])/u)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Longest sentence quoted as an answer (longer ones are flattened tables or lists). */
const maxAnswerSentence = 320;
/** A passage shorter than this takes the sentences after it (up to two). */
const minPassage = 90;

interface Passage {
  readonly text: string;
  /** Weighted share of the query's groups in the passage plus its heading (less when it lacks the question's form). */
  readonly coverage: number;
  /** Whether it has the shape of the question's answer (a figure for "how much"…). */
  readonly fits: boolean;
  /** Weighted share of the query's groups in the passage alone. */
  readonly inText: number;
}

/** Weight of a passage that lacks the form the question asks for (no figure for "how much"). */
const formMiss = 0.75;
/** Weight of a section whose best passage lacks that form, in the ranking. */
const formMissRank = 0.6;
/** A sentence that only points elsewhere ("See Governance.") starts no passage. */
const pointer = /^(see|read|details in|more in|more on)\b[^.!?]{0,60}[.!?]$/i;

/** A line that is not a sentence: a table row (cells apart by tabs), a list item or a caption (no . ! ? at its end). */
const notSentence = (line: string): boolean => line.includes('\t') || !/[.!?]["”’)]?$/u.test(line);

/**
 * How a passage may be quoted as an answer: made of sentences only (a list
 * item, a table row or a caption is an example or a label, not an answer),
 * or, for a figure, also one row or item alone ("Voting period: 7 days"),
 * never glued to its neighbours.
 */
type Quoting = 'sentences' | 'rows';

/**
 * The passage of one or two sentences that covers most of the query, with the
 * heading's words counted; `quoting` when it is to be quoted as an answer.
 */
function bestPassage(
  text: string,
  headingGroups: ReadonlyMap<number, number>,
  a: Analysed,
  shaped: (passage: string) => boolean = (passage) => fitsForm(passage, a.form),
  quoting?: Quoting,
  labelHolds: (row: string) => boolean = () => false,
): Passage | null {
  let best: Passage | null = null;
  const list = sentences(text);
  // The line (block) of each sentence: quoted, a passage does not run from one list item into the next.
  const lineOf: number[] = [];
  text.split('\n').forEach((line, n) => sentences(line).forEach(() => lineOf.push(n)));
  list.forEach((sentence, i) => {
    if (sentence.length > maxAnswerSentence || pointer.test(sentence)) {
      return;
    }
    const row = notSentence(sentence);
    if (quoting && row && (quoting === 'sentences' || !labelHolds(sentence))) {
      return;
    }
    // A short sentence ("Can fees be refunded? No.") takes the next ones until the passage says something.
    // Quoted, a section's first line when it is a label ("Planned for Phase 2: …") comes with the sentence after it.
    // So does a line that ends with a colon (a figure's title: "Team token vesting:").
    const before = list[i - 1];
    const labelled = i === 1 ? notSentence(before!) : before !== undefined && /^[^\t]{1,80}:$/.test(before);
    const label = quoting && !row && labelled ? `${before} ` : '';
    let passage = `${label}${sentence}`;
    // (The label does not count toward the passage's length: "…smart contracts: Throughput." takes the sentence after.)
    for (let j = i + 1; passage.length - label.length < minPassage && j < list.length && j <= i + 2; j++) {
      if (list[j]!.length > maxAnswerSentence || (quoting && (row || lineOf[j] !== lineOf[i]))) {
        break;
      }
      passage = `${passage} ${list[j]}`;
    }
    const found = groupsIn(passage, a);
    const inText = share(found, a);
    for (const [g, m] of headingGroups) {
      found.set(g, Math.max(found.get(g) ?? 0, m));
    }
    const fits = shaped(passage);
    const coverage = (share(found, a) * 0.7 + inText * 0.3) * (fits ? 1 : formMiss);
    if (!best || coverage > best.coverage + 1e-9) {
      best = {text: passage, coverage, fits, inText};
    }
  });
  return best;
}

/** Score of the section that defines the term a query asks for (others score up to about 2). */
const definitionLift = 5;

/** Letters of a term's last word, being typed, from which it names the term. */
const minBegun = 3;

/**
 * The section that defines the term the query is (alone, or after "what is",
 * with small typos: "bonding curv"), or null.
 */
function definingSection(index: LoadedIndex, a: Analysed & {readonly words: readonly string[]}): number | null {
  const defined = index.payload.defined ?? {};
  const typed = a.words.filter((w) => !stopWords.has(w) && !definitionWords.has(w) && !fillerWords.has(w));
  if (typed.length === 0) {
    return null;
  }
  const same = (word: string, termWord: string): boolean =>
    word === termWord || stem(word) === stem(termWord) || within(word, termWord, typoDistance(word));
  // The word being typed is a term's word begun ("impermanent los", "bonding cur").
  const begun = (word: string, termWord: string): boolean =>
    a.prefixGroup >= 0 && word.length >= minBegun && termWord.startsWith(word);
  for (const [term, id] of Object.entries(defined)) {
    const words = term.split(' ').filter((w) => !stopWords.has(w));
    const last = words.length - 1;
    if (
      words.length === typed.length &&
      words.every((w, i) => same(typed[i]!, w) || (i === last && begun(typed[i]!, w)))
    ) {
      return id;
    }
  }
  // Or another name for one ("divergence loss", "mnemonic"): a member of the term's equivalents group, of two
  // words or more, or one the docs never use (a word of their own, such as "pool", is searched as itself).
  const asTyped = typed.join(' ');
  for (const group of index.payload.equivalents ?? []) {
    const members = group.split('|').map((m) => tokenize(m).filter((w) => !stopWords.has(w)));
    const named = members.some(
      (m) => m.join(' ') === asTyped && (m.length > 1 || (index.df.get(indexTerms(m[0]!)[0] ?? '') ?? 0) === 0),
    );
    const key = (m: readonly string[]): string => m.join(' ');
    const entry = named
      ? Object.entries(defined).find(([term]) =>
          members.some((m) => key(m) === key(term.split(' ').filter((w) => !stopWords.has(w)))),
        )
      : undefined;
    if (entry) {
      return entry[1];
    }
  }
  return null;
}

interface Scored {
  id: number;
  score: number;
  matched: Set<string>;
  passage?: Passage | null;
}

function analyse(index: LoadedIndex, query: string): ReturnType<typeof parseQuery> & Analysed {
  const {payload, df} = index;
  const parsed = parseQuery(query, payload.synonyms, payload.phrases, (t) => df.get(t) ?? 0);
  const n = payload.sections.length;
  const weights = parsed.groups.map((g) => {
    // The rarity of the reader's own word, or of its synonyms when the docs never use it.
    const own = [g.raw, ...g.exact].map((t) => df.get(t) ?? 0).filter((c) => c > 0);
    const counts = own.length ? own : g.alt.map((t) => df.get(t) ?? 0).filter((c) => c > 0);
    const d = counts.length ? Math.max(...counts) : 2;
    return (g.weak ? 0.3 : 1) * Math.log(1 + n / d);
  });
  // The word being typed is the query's last one, when the query does not end in a space or punctuation.
  const last = parsed.groups.length - 1;
  const typing = /[\p{L}\p{N}]$/u.test(query) && last >= 0 && parsed.groups[last]!.raw === parsed.words.at(-1);
  const known = parsed.groups.map((g) => (df.get(g.raw) ?? 0) > 0);
  const form = rankingForm(query, isQuestion(query));
  // A word the docs never use, with no synonym they use: the docs' words it is a slip of. A synonym found only by
  // a slip of its key ("aply" for "apy") does not stand in for them ("aply" is also "apply"). A filler word is
  // searched as typed only (see `queries` in `search`): "ever" is not a slip of "every", "never" or "over".
  const groups = parsed.groups.map((g, i) =>
    known[i] ||
    g.weak ||
    !/^\p{L}{4,}$/u.test(g.raw) ||
    g.exact.some((t) => df.has(t)) ||
    (g.raw in payload.synonyms && g.alt.some((t) => df.has(t)))
      ? g
      : {...g, slips: searchedSlips(g.raw, df.keys())},
  );
  return {...parsed, groups, weights, prefixGroup: typing ? last : -1, known, form};
}

/** Weight of a word found as a slip of the typed one (MiniSearch's own fuzzy weight). */
const slipWeight = 0.45;

/** Share of a linking section's score its target must have to rank above it. */
const detailShare = 0.7;

/**
 * Detail over summary: a section that links to another page's section for
 * the detail, as the landing page and the FAQ's short answers do, ranks that
 * section just above itself when it matches the query at least
 * `detailShare` as well (a summary's words are the detail's, fewer).
 */
function passToDetail(index: LoadedIndex, scored: Scored[]): void {
  const links = index.payload.links;
  if (!links?.length || scored.length < 2) {
    return;
  }
  const byId = new Map(scored.map((s) => [s.id, s]));
  const from = new Map(links.map(([id, ...targets]) => [id!, targets]));
  for (const s of [...scored].sort((x, y) => y.score - x.score)) {
    for (const t of from.get(s.id) ?? []) {
      const target = byId.get(t);
      if (target && target.score < s.score && target.score >= detailShare * s.score) {
        target.score = s.score * 1.001;
      }
    }
  }
}

/**
 * Sections for a query, best first. Every word (or its synonyms, its stem,
 * a typo of it) is searched; sections are ranked by BM25 times how much of
 * the query they cover; sections that quote an error string in the query come
 * first. When `text` gives a section's text, the one or two sentences that
 * cover the query best lift it (an answer deep in a long section counts).
 * A query most of whose words match nothing returns nothing.
 */
export function search(index: LoadedIndex, query: string, limit = 20, text?: TextSource): Hit[] {
  const {payload, engine, textOf} = index;
  const a = analyse(index, query);
  const {groups, phrases} = a;
  if (groups.length === 0 && phrases.size === 0) {
    return [];
  }
  const leafGroup = new Map<string, number[]>();
  const note = (term: string, g: number): void => {
    leafGroup.set(term, [...(leafGroup.get(term) ?? []), g]);
  };
  const queries: Query[] = groups.map((g, i) => {
    [...g.exact, ...g.alt].forEach((t) => note(t, i));
    const parts: Query[] = [];
    if (g.raw) {
      note(g.raw, i);
      // A weak word (filler, a lone letter or short number) is itself or nothing: its typos and completions
      // ("ever" as "every", "even") are other words.
      parts.push({
        queries: [g.raw],
        prefix: i === a.prefixGroup && g.raw.length >= 2 && !g.weak,
        fuzzy: (!g.weak && typoDistance(g.raw)) || false,
      });
    }
    if (g.exact.length > 0) {
      parts.push({queries: [...g.exact], prefix: false, fuzzy: false});
    }
    if (g.slips?.length) {
      g.slips.forEach((t) => note(t, i));
      parts.push({queries: [...g.slips], prefix: false, fuzzy: false, boostTerm: () => slipWeight});
    }
    if (g.alt.length > 0) {
      // Lower than the reader's own word, unless the docs never use that word (then the synonyms are all there is).
      const weight = [g.raw, ...g.exact].some((t) => (index.df.get(t) ?? 0) > 0) ? synonymWeight : 1;
      parts.push({queries: [...g.alt], prefix: false, fuzzy: false, boostTerm: () => weight});
    }
    return {combineWith: 'OR', queries: parts};
  });
  const question = isQuestion(query);
  // A figure typed with its unit is looked for as such: "$5" is the $5 fee, not the "5" of "Step 5".
  const figures = unitFigures(query);
  const problem = problemReport.test(query);
  const options: SearchOptions = {
    tokenize: (t) => [t],
    processTerm: (t) => t,
    boost: {...boost},
    maxFuzzy: 2,
    weights: {fuzzy: 0.45, prefix: 0.375},
  };
  const results = groups.length ? engine.search({combineWith: 'OR', queries}, options) : [];
  // Gibberish gate: most of the informative words must match something, as typed, by stem or synonym,
  // or by a slip of the keys (see `slipOf`): "weather" is not a typo of "rather", nor "halving" of "holding";
  // and in one section, as a question's words are where it is answered ("fix a leaking tap" finds "fix" in one
  // section and "tap" in another: not a question about these pages).
  const informative = groups.map((g, i) => i).filter((i) => !groups[i]!.weak);
  const counted = new Set(informative.length ? informative : groups.map((_, i) => i));
  const matchedGroups = new Set<number>();
  const evidence = new Map<string, boolean>();
  const isEvidence = (g: number, terms: readonly string[]): boolean =>
    terms.some((t) => {
      const k = `${g} ${t}`;
      let v = evidence.get(k);
      if (v === undefined) {
        // Among three words or more, a short word the docs never use is no slip of theirs by a changed letter, as in
        // `searchedSlips` ("how to train a puppy to sit": "train" is not "drain"); alone or beside one other, it is.
        const changed = a.known[g]! || groups[g]!.raw.length >= keySlipLetters || counted.size < 3;
        v = typedOrSlip(groups[g]!, [t], g === a.prefixGroup, true, changed);
        evidence.set(k, v);
      }
      return v;
    });
  const typedGroups = new Set<number>();
  // The sections each word is found in as typed, by stem or synonym (not as a slip of another word).
  const foundIn = new Map<number, Set<number>>();
  let together = 0;
  const scored: Scored[] = results.map((r) => {
    const found = new Set<number>();
    let here = 0;
    for (const t of r.queryTerms) {
      for (const g of leafGroup.get(t) ?? []) {
        if (!found.has(g)) {
          found.add(g);
          if (isEvidence(g, r.terms)) {
            matchedGroups.add(g);
            if (typedOrSlip(groups[g]!, r.terms, g === a.prefixGroup, false)) {
              foundIn.set(g, (foundIn.get(g) ?? new Set()).add(r.id as number));
              typedGroups.add(g);
            }
            // In a query of three words or more, a short word counts together as typed only: "feet" and "shoes"
            // are words of their own, not slips of "fee" and "shows" ("best running shoes for flat feet").
            const own =
              counted.size < 3 ||
              groups[g]!.raw.length >= keySlipLetters ||
              typedOrSlip(groups[g]!, r.terms, g === a.prefixGroup, false);
            here += counted.has(g) && own ? 1 : 0;
          }
        }
      }
    }
    together = Math.max(together, here);
    // A word of the docs found only through the ranking's typo tolerance ("stay" as "stake") counts
    // `knownTypoShare` of itself, as in `wordMatches`.
    const quality = new Map<number, number>();
    for (const g of found) {
      quality.set(g, a.known[g] && !isEvidence(g, r.terms) ? knownTypoShare : 1);
    }
    const coverage = share(quality, a);
    // MiniSearch multiplies a result's score by how many of the query's terms it matched; with the coverage on top,
    // a long section that names many of the site's topics (a summary, "How to become a partner") beat the section
    // about the thing asked. Its breadth counts once, by the coverage, and the count only by its square root.
    const breadth = Math.sqrt(r.queryTerms.length || 1);
    return {id: r.id as number, score: (r.score / breadth) * coverage, matched: new Set(r.terms)};
  });
  const hitCount = [...counted].filter((i) => matchedGroups.has(i)).length;
  // Input that looks like code or markup must match in full (pasted errors match their known strings).
  const codeLike = /[;<>{}=]|--/.test(query) && groups.length <= 6;
  // And at least one word as the docs write it (typed, by stem or synonym), unless every word is found: a query
  // whose only hits are slips of other words ("banana bread": "bread" for "break"; "horoscope aries": "aries" for
  // "arises") is not about these pages.
  const typedCount = [...counted].filter((i) => typedGroups.has(i)).length;
  const enough = codeLike
    ? hitCount === counted.size
    : hitCount * 2 >= counted.size && together * 3 >= counted.size && (typedCount > 0 || hitCount === counted.size);
  if (phrases.size === 0 && (hitCount === 0 || !enough)) {
    return [];
  }
  const byId = new Map(scored.map((s) => [s.id, s]));
  // A question that asks something else of a term (how to get it, how much, when, can I…) is answered where that is
  // done or decided, not by the term's definition ("how do I get lp tokens").
  const asked = question ? answerKind(query, true) : null;
  // "What is a nonce in my wallet?": the term named before the reader's context, when the docs define it.
  const named = question ? termBeforeContext(query) : null;
  const defining =
    asked !== null && asked !== 'definition'
      ? null
      : (definingSection(index, a) ?? (named ? definingSection(index, {...a, words: tokenize(named)}) : null));
  for (const id of [...phrases.keys(), ...(defining === null ? [] : [defining])]) {
    if (!byId.has(id)) {
      const s: Scored = {id, score: 0, matched: new Set()};
      scored.push(s);
      byId.set(id, s);
    }
  }
  const top = scored.length ? Math.max(...scored.map((s) => s.score)) || 1 : 1;
  /** The best passage among the sections under a heading (up to the next heading of its level or higher). */
  const bestUnder = (id: number, passageOf: (id: number) => Passage | null): Passage | null => {
    const parent = payload.sections[id]!;
    let best: Passage | null = null;
    for (let i = id + 1; i < payload.sections.length; i++) {
      const sub = payload.sections[i]!;
      if (sub.page !== parent.page || sub.level <= parent.level) {
        break;
      }
      const p = passageOf(i);
      if (p && (!best || p.coverage > best.coverage)) {
        best = p;
      }
    }
    return best;
  };
  const definitions = new Map<number, number>();
  for (const id of Object.values(payload.defined ?? {})) {
    definitions.set(id, (definitions.get(id) ?? 0) + 1);
  }
  const askedElse = question && defining === null && asked !== 'definition';
  // A section that alone holds one of the question's informative words is where that is said, glossary or not
  // ("are staking rewards newly minted": only the glossary says they are not).
  const onlyHere = (id: number): boolean =>
    [...counted].some((g) => foundIn.get(g)?.size === 1 && foundIn.get(g)?.has(id));
  // The query's words as typed (none when a phrase stands for the docs' words: "ever exist" is not "exist").
  const asTyped = new Set(groups.every((g) => g.raw) ? groups.map((g) => stem(g.raw)) : []);
  for (const s of scored) {
    const section = payload.sections[s.id];
    const page = section && payload.pages[section.page];
    if (!section || !page) {
      continue;
    }
    s.score /= top;
    // A section headed by a question is written to answer one (an FAQ entry, wherever it is).
    if (question && isQuestion(section.heading)) {
      s.score *= questionLift;
    }
    const named = sameWords(section.heading, asTyped);
    // The landing page (the first, in every version) sums up the others: the page that details a fact comes first,
    // unless the query is its section's heading, word for word ("Introduction": the landing page itself).
    if (section.page === 0 && !named) {
      s.score *= landingWeight;
    }
    // A glossary (a section defining several terms) says what words mean: a question that asks something else
    // (how to, when, how much, can I…) is answered where the thing is done or decided.
    if (askedElse && (definitions.get(s.id) ?? 0) >= glossaryTerms && !onlyHere(s.id)) {
      s.score *= glossaryWeight;
    }
    // A query that is a section's heading, word for word ("$SX", "fees"), names that section.
    if (named) {
      s.score *= headingLift;
    }
    // A reader reporting a problem ("wallet won't connect", "app says wrong network") wants the
    // troubleshooting entries: the sections that quote the messages wallets show.
    if (problem && index.troubleshooting.has(s.id)) {
      s.score *= problemLift;
    } else if (!problem && phrases.size === 0 && index.troubleshooting.has(s.id)) {
      // Nothing reported and no message pasted: the reader asks how something is done, not how to fix it.
      s.score *= noProblemWeight;
    }
    const where = textOf(s.id);
    const body = text?.(where.file)?.[where.index];
    if (body !== undefined && groups.length > 0) {
      s.passage = bestPassage(body, groupsIn(`${section.heading} ${page.title}`, a), a);
      // A heading with no text of its own (Information We Collect) is as good as the best of the sections under it.
      if (body.trim() === '') {
        s.passage = bestUnder(s.id, (id) => {
          const w = textOf(id);
          const t = text?.(w.file)?.[w.index];
          const sub = payload.sections[id]!;
          return t === undefined
            ? null
            : bestPassage(t, groupsIn(`${section.heading} ${sub.heading} ${page.title}`, a), a);
        });
      }
      // A question that asks for a figure ranks sections whose best passage has none lower.
      s.score *= (0.6 + (s.passage?.coverage ?? 0)) * (s.passage && !s.passage.fits ? formMissRank : 1);
      if (!question) {
        // Keywords, pasted strings: their words side by side, as typed, say more than scattered ones.
        s.score *= 1 + phraseLift * adjacency(`${section.heading} ${body}`, a);
      }
      if (figures.length > 0) {
        const stated = new Set(unitFigures(body));
        s.score *= figures.some((f) => stated.has(f)) ? figureLift : 1;
      }
    }
    s.score += (phrases.get(s.id) ?? 0) * 10;
    if (s.id === defining) {
      // The query is a defined term ("slippage", "what is a bonding curve"): its definition first.
      s.score = Math.max(s.score, definitionLift);
    }
  }
  passToDetail(index, scored);
  scored.sort((x, y) => y.score - x.score);
  const hits: Hit[] = [];
  for (const s of scored.slice(0, limit)) {
    const section = payload.sections[s.id];
    const page = section && payload.pages[section.page];
    if (section && page) {
      const href = section.anchor ? `${page.path}#${section.anchor}` : page.path;
      const {file: textFile, index: textIndex} = textOf(s.id);
      // Highlight the reader's own words; a synonym only where the section has none of them.
      const matched = new Set(s.matched);
      groups.forEach((g, i) => {
        const own = [...s.matched].some((t) => !g.alt.includes(t) && (leafGroup.get(t) ?? []).includes(i));
        for (const t of [g.raw, ...g.exact].filter(Boolean)) {
          matched.add(t);
        }
        for (const t of g.alt) {
          if (own) {
            matched.delete(t);
          } else {
            matched.add(t);
          }
        }
      });
      hits.push({section, page, textFile, textIndex, href, matched, score: s.score});
    }
  }
  return hits;
}

/** Results whose text is fetched at first; more as the reader moves down the list (see bench/SEARCH.md). */
export const textAhead = 4;

/**
 * The text files to fetch for a result list: those of the first `count`
 * results, then `also` (the file of the result the answer would quote), without repeats.
 */
export function textFilesFor(hits: readonly Hit[], count: number, also: readonly string[] = []): string[] {
  return [...new Set([...hits.slice(0, count).map((hit) => hit.textFile), ...also])];
}

/**
 * What the dialog shows once the text it fetches has arrived, for tools and
 * tests (src/components/SearchDialog does the same with React state): rank on
 * the index alone, take the text parts of the first `textAhead` results,
 * rerank with them, take the new first result's part if it is missing (the
 * answer quotes it) and rerank again; then answer from the text held.
 * `all` gives any part (from disk); the rest stay unknown to the engine.
 */
export function asTheDialogShows(
  index: LoadedIndex,
  query: string,
  all: TextSource,
): {hits: Hit[]; answer: Answer | null} {
  const held = new Map<string, readonly string[]>();
  const take = (files: readonly string[]): void => {
    for (const f of files) {
      const t = all(f);
      if (t) {
        held.set(f, t);
      }
    }
  };
  const known: TextSource = (f) => held.get(f);
  take(textFilesFor(search(index, query), textAhead));
  let hits = search(index, query, 20, known);
  for (let i = 0; i < 3 && hits[0] && !held.has(hits[0].textFile); i++) {
    take([hits[0].textFile]);
    hits = search(index, query, 20, known);
  }
  return {hits, answer: answer(index, query, hits, known)};
}

/** A direct answer: one or two sentences quoted from a section, with where they come from. */
export interface Answer {
  readonly text: string;
  readonly href: string;
  readonly heading: string;
  readonly pageTitle: string;
  readonly matched: ReadonlySet<string>;
}

/** The sentence of `text` that starts with `term` and says what it is ("bonding curve A contract…"), or null. */
function definitionIn(text: string, term: string): string | null {
  const escaped = term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const found = new RegExp(
    `(?:^|[.!?]\\s+|\\n)((?:an? |the )?${escaped}s?\\b[^.!?]{10,${maxAnswerSentence}}[.!?])`,
    'iu',
  ).exec(text);
  // A glossary's term and its definition are lines of their own: quoted as one.
  const entry = found?.[1]!.replace(/\s*\n\s*/g, ' ');
  return entry && answersKind(entry, 'definition', term) ? entry : null;
}

/**
 * Words naming what an amount is of: a question with one wants that thing's
 * figure, not another's. (A price or a share is the figure itself: "$0.05 per
 * $SX", "45%".)
 */
const moneyNoun = /^(fees?|commissions?|rewards?|payouts?|rates?|apr|apy|refunds?|yield|interest)$/;

/** How many known error messages (the sections' quoted strings) a passage lists: two or more is a list of symptoms, not an answer. */
function quotedMessages(passage: string, phrases: readonly Phrase[]): number {
  const words = tokenize(passage);
  return phrases.filter(
    (p) => p.words.length > 1 && words.some((_, at) => p.words.every((w, k) => words[at + k] === w)),
  ).length;
}

/** Share of the query a passage must cover to be shown as an answer (see bench/SEARCH.md). */
export const answerConfidence = 0.7;
/** Share of the query the passage must cover without its heading. */
const answerOwnShare = 0.6;
/**
 * For a figure or a time, the passage may leave more to its heading ("Buying
 * on the curve" › "The app shows the fee of 0.5%"): the figure is the answer.
 */
const answerOwnShareFigure = 0.35;
const figureKinds: ReadonlySet<AnswerKind> = new Set(['amount', 'count', 'time', 'duration']);
/** Words a figure answers by itself ("what *price*", "how much does it *cost*", "what *share*"). */
const figureWords =
  /^(cost|costs|price|prices|priced|pay|paid|pays|charge|charged|cheap|expensive|share|percent|percentage|get|gets|take|takes|long|soon)$/;
/** Words that make a statement say yes or no: a verb of being, a modal or auxiliary, a negation. */
const assertion =
  /\b(is|are|was|were|be|been|can|cannot|could|will|would|does|do|did|has|have|had|may|must|should|needs?|not|no|never|only|nothing|none|nobody|both)\b|n't\b/i;
/** What one can or will do, as three or more short items in a row ("you can: swap, stake and farm, and launch tokens"). */
const enumeration =
  /\b(?:can|will|may|could)(?: be able to)?:? (?:\b[\p{L}$]+(?: [\p{L}$]+){0,2}, ){2,}(?:and |or )?[\p{L}$]+(?: [\p{L}$]+){0,2},? (?:and|or)\b/iu;
/** A sentence that ends in a list of three short items or more after a colon (a summary of the steps). */
const stepList = /:\s*(?:[^,.;:!?]{1,40}, ){2,}(?:and |or )?[^,.;:!?]{1,40}[.!?]?$/u;
/** How far the first result's score must be ahead of the second's for a yes/no or a step to be quoted from it. */
const answerLead = 2;
/** Share of the question (by word rarity) in words the docs use, for any answer. */
const answerKnownShare = 0.6;

/**
 * The answer to a question, quoted from the first result's text, or null
 * when no passage there answers it (better no answer than a wrong one). The
 * question's form says what the answer must be (`answerKind`: a figure for
 * "how much", a time for "when", a step for "how do I", the term's
 * definition for "what is X", a statement for "can I…?", an address for
 * "who do I contact"); a passage is quoted only when it has that shape, holds
 * most of the question's words itself and the question's most telling word
 * is in it or its heading. Other questions, keywords and pasted errors get none.
 */
export function answer(index: LoadedIndex, query: string, hits: readonly Hit[], text: TextSource): Answer | null {
  const a = analyse(index, query);
  // Not for pasted errors, addresses or code (their words are not a question).
  const notAsked = a.phrases.size > 0 || /[@/<>{}=]/.test(query);
  const kind = answerKind(query, isQuestion(query));
  if (a.groups.length === 0 || notAsked || !kind) {
    return null;
  }
  const hit = hits[0];
  const body = hit && text(hit.textFile)?.[hit.textIndex];
  if (!hit || body === undefined) {
    return null;
  }
  // A yes, a no or a step is read from one section's sentences: only when that section clearly answers the question
  // better than the next one (a close second means the words are spread over both, and either may say it).
  const runnerUp = hits[1]?.score ?? 0;
  if ((kind === 'yesno' || kind === 'steps') && hit.score < answerLead * runnerUp) {
    return null;
  }
  const term = kind === 'definition' ? definedTerm(query) : kind === 'count' ? countedNoun(query) : null;
  // "What is X?": X's own entry where the top result defines it (a glossary's entries are not split into sentences).
  const entry = kind !== 'definition' || term === null ? null : definitionIn(body, term);
  if (entry) {
    return {text: entry, href: hit.href, heading: hit.section.heading, pageTitle: hit.page.title, matched: hit.matched};
  }
  const heading = groupsIn(`${hit.section.heading} ${hit.page.title}`, a);
  // Words the docs never use ("money", "website") cannot be in any passage: the share is of the others.
  const inBody = groupsIn(body, a);
  const usable: Analysed = {
    ...a,
    weights: a.weights.map((w, i) => {
      const g = a.groups[i]!;
      const known = [g.raw, ...g.exact, ...g.alt].some((t) => (index.df.get(t) ?? 0) > 0);
      return known || inBody.has(i) || heading.has(i) ? w : 0;
    }),
  };
  const sum = (ws: readonly number[]): number => ws.reduce((n, w) => n + w, 0);
  if (sum(usable.weights) < answerKnownShare * sum(a.weights)) {
    return null; // most of the question is in words the docs never use: whatever matched is not its answer
  }
  // A yes/no question is asked by one clause ("…, can you reverse the transaction?"): its most telling word is
  // in the quoted sentences themselves, not only in their heading or in what the reader told first.
  const clause = kind === 'yesno' ? yesNoClause(query) : null;
  const asked = clause === null ? [] : [...groupsIn(clause, a).keys()].filter((i) => !a.groups[i]!.weak);
  const askedRarest = asked.length ? asked.reduce((x, y) => (usable.weights[y]! > usable.weights[x]! ? y : x)) : -1;
  // The question's most telling word (the rarest in the docs): in the passage or its heading.
  const rarest = usable.weights.indexOf(Math.max(...usable.weights));
  // A step done "to get" what the question already names ("how do I farm with my LP tokens": "Add liquidity … to get
  // its LP token") comes before the one asked, unless getting it is what is asked.
  const before = (p: string): boolean => {
    if (kind !== 'steps' || /\b(get|gets|getting|obtain\w*|receiv\w*)\b/i.test(query)) {
      return false;
    }
    // Lower case: "go to Get Started" names a page, not a purpose.
    const purpose = /\bto (?:get|obtain|receive)\b([^.!?]*)/.exec(p)?.[1];
    return purpose !== undefined && groupsIn(purpose, a).size > 0;
  };
  // "When does the bounty start?" is not answered by what happens "once the bounty opens", nor by a process that runs
  // "until the curve is full": a passage whose only time is an event tied to something else answers only when a
  // sentence ties it to the question's most telling word outside the event itself.
  const restates = (p: string): boolean => {
    if (kind !== 'time' || answersKind(p.replace(eventClause, ' '), 'time')) {
      return false;
    }
    return !sentences(p).some((x) => {
      const rest = x.replace(eventClause, ' ');
      return rest !== x && (groupsIn(rest, a).get(rarest) ?? 0) >= 1;
    });
  };
  const passage = bestPassage(
    body,
    heading,
    usable,
    (p) => answersKind(p, kind, term) && quotedMessages(p, index.payload.phrases) === 0 && !before(p) && !restates(p),
    figureKinds.has(kind) ? 'rows' : 'sentences',
    // A row is quoted when its label (the words before its first figure) names the question's rarest word.
    (row) => (groupsIn(row.split(/\p{N}/u)[0]!, a).get(rarest) ?? 0) >= 1,
  );
  // The quoted sentences must hold the answer themselves, not lean on their heading for half the question.
  const ownShare = figureKinds.has(kind) ? answerOwnShareFigure : answerOwnShare;
  if (!passage || !passage.fits || passage.coverage < answerConfidence || passage.inText < ownShare) {
    return null;
  }
  const held = groupsIn(passage.text, a);
  // A phrase the reader typed ("buyback and burn") is held by its own words, or by every word of another name for it
  // ("buy back"), not by one of those ("buy S").
  const terms = new Set(wordsOf(passage.text).flatMap(({word}) => indexTerms(word)));
  a.groups.forEach((g, i) => {
    if (!g.raw && held.has(i) && !g.exact.some((t) => terms.has(t)) && !g.alt.every((t) => terms.has(t))) {
      held.delete(i);
    }
  });
  if ((held.get(rarest) ?? 0) < 1 && (heading.get(rarest) ?? 0) < 1) {
    return null;
  }
  // A figure answers from its own sentence: the sentences that hold it cover the question themselves, not lean on
  // the next one ("providers share 0.17% of every swap. Staking earns from the rewards allocation" is no share of rewards).
  if (figureKinds.has(kind)) {
    const withFigure = sentences(passage.text).filter((x) => /\p{N}/u.test(x));
    const covered = groupsIn(`${withFigure.join(' ')} ${hit.section.heading}`, usable);
    if (withFigure.length > 0 && share(covered, usable) < ownShare) {
      return null;
    }
  }
  // Likewise a step: the sentences that tell the reader what to do cover the question ("then add the liquidity and
  // confirm. The fee for adding or removing liquidity…" does not show how to remove it).
  if (kind === 'steps') {
    const steps = sentences(passage.text).filter((x) => answersKind(x, 'steps'));
    const covered = groupsIn(`${steps.join(' ')} ${hit.section.heading}`, usable);
    if (share(covered, usable) < ownShare) {
      return null;
    }
  }
  // A yes or a no is not read from a sentence that lists what the product does ("you can swap, provide liquidity,
  // stake and farm, and launch tokens"): such a summary names everything and says nothing of the case asked.
  if (kind === 'yesno' && enumeration.test(passage.text)) {
    return null;
  }
  // Nor is a step read from a sentence that lists the steps ("…takes you to your first swap: choose a wallet, add the
  // network, put some S in it, connect, and trade"): it names every step and shows none.
  if (kind === 'steps' && stepList.test(passage.text)) {
    return null;
  }
  if (askedRarest >= 0 && (held.get(askedRarest) ?? 0) < 1) {
    return null;
  }
  // Nor in the section's lead-in alone: a short first sentence with no verb of being, modal or negation names the
  // section's subject ("Airdrops and the bug bounty."); the sentences after it must hold the asked word.
  const leadIn = sentences(passage.text)[0] ?? '';
  if (
    askedRarest >= 0 &&
    leadIn !== passage.text &&
    body.startsWith(leadIn) &&
    leadIn.length < minPassage &&
    !assertion.test(leadIn) &&
    (groupsIn(passage.text.slice(leadIn.length), a).get(askedRarest) ?? 0) < 1
  ) {
    return null;
  }
  if (kind === 'yesno') {
    // The landing page sums up the others: a yes or a no is said where the detail is ("high risk" in a pitch is
    // not "can launchpad coins rug pull").
    if (hit.section.page === 0) {
      return null;
    }
    // A section's short first line introduces it ("Community airdrops and the bug bounty.", "On a phone, a few
    // habits make the app smoother."): it says yes or no only with a verb of being, a modal or a negation.
    if (body.startsWith(passage.text) && passage.text.length < minPassage && !assertion.test(passage.text)) {
      return null;
    }
  }
  // Where to write is said as a fact, not as what happens if one writes ("If you write to us, we receive your e-mail").
  if (kind === 'contact' && /^if\b/i.test(passage.text)) {
    return null;
  }
  // Whether something is out yet is answered by a sentence on when it opens ("not out yet", "opens in Phase 2", "is
  // live"), not by how it works once it does ("Once the bounty opens, reports will be rewarded").
  if (
    ((kind === 'yesno' && /\b(yet|right now|already)\b/i.test(query)) ||
      (kind === 'time' && /\bopens?\b/i.test(query))) &&
    !/\b(not (?!set\b)(\w+ )?yet|phase \d|(is|are) (now )?live|opens? in|planned for)\b/i.test(passage.text)
  ) {
    return null;
  }
  // A yes or a no said of another thing: "A bot will let you trade… It is not out yet" does not say whether trading is.
  if (kind === 'yesno' && pronounElsewhere(passage.text, a)) {
    return null;
  }
  // An amount is of what the question names: the fee, reward or rate asked about is in the sentences that hold the
  // figure, or its own word in the heading ("what APR…": a reward heading over a share of the supply is not a rate;
  // "providers share 0.17% of every swap. Staking earns rewards" is no staking rate).
  const ownIn = (text: string, g: TermGroup): boolean =>
    wordsOf(text).some(({word}) => indexTerms(word).some((t) => t === g.raw || g.exact.includes(t)));
  // (Not for a share of it: "what share of the swap fee do providers get" asks for the share.)
  const shareOf = /\b(share|percent|percentage|portion|part|fraction|cut) of\b/i.test(query);
  const named = kind === 'amount' && !shareOf ? a.groups.filter((g) => moneyNoun.test(g.raw)) : [];
  const figureSentences = sentences(passage.text).filter((x) => /\p{N}/u.test(x));
  const heldByFigure = figureSentences.length ? groupsIn(figureSentences.join(' '), a) : held;
  if (named.some((g) => (heldByFigure.get(a.groups.indexOf(g)) ?? 0) < 1 && !ownIn(hit.section.heading, g))) {
    return null;
  }
  // A figure is of everything the question names ("set aside for marketing"): each word the docs use is in the
  // quoted sentences or their heading, not only most of them.
  if (
    figureKinds.has(kind) &&
    a.groups.some(
      (g, i) => !g.weak && !figureWords.test(g.raw) && usable.weights[i]! > 0 && !held.has(i) && !heading.has(i),
    )
  ) {
    return null;
  }
  // A figure the question names ("unlocked after 24 months", "if I buy 1000 S") is in the answer: it asks about that one.
  const figures = (t: string): string[] => (t.match(/\p{N}[\p{N},.]*/gu) ?? []).map((n) => n.replace(/[,.]+$|,/g, ''));
  const quoted = new Set(figures(passage.text));
  if (figures(query).some((n) => !quoted.has(n))) {
    return null;
  }
  // Quoted alone, "it" or "they" must not stand for what the question names and only the heading says.
  const lent = a.groups.some((g, i) => !g.weak && heading.has(i) && !held.has(i));
  if (lent && /\b(it|they)\b/i.test(passage.text)) {
    return null;
  }
  return {
    text: passage.text,
    href: hit.href,
    heading: hit.section.heading,
    pageTitle: hit.page.title,
    matched: hit.matched,
  };
}

/**
 * True when a passage's later sentence says "it" or "they" of the thing its first sentence opens with ("A bot will let
 * you trade… It is not out yet") and the question names none of that thing's words: its yes or no is about another thing.
 */
function pronounElsewhere(text: string, a: Analysed): boolean {
  const [first = '', ...rest] = sentences(text);
  const words = first.split(' ');
  return (
    /^(a|an|the)$/i.test(words[0]!) &&
    rest.some((x) => /^(it|they)\b/i.test(x)) &&
    groupsIn(words.slice(1, 4).join(' '), a).size === 0
  );
}
