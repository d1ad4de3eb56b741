/**
 * Search over the site's sections with MiniSearch. The build
 * (src/plugins/search-index) indexes the sections and writes the index in a
 * compact form (./compact.ts) with the sections' headings, but not their
 * text: the text, which only the result snippets need, goes into one small
 * file per page that the dialog fetches for the pages in its results. So
 * opening search downloads the index alone (see bench/SEARCH.md).
 */
import MiniSearch, {type Options, type Query, type SearchOptions} from 'minisearch';
import {pack, unpack, type PackedIndex} from './compact';
import {indexTerms, isQuestion, queryTerms, tokenize} from './text';

export interface SearchPage {
  readonly title: string;
  readonly path: string;
}

/** A page as the payload lists it: with the file that holds its sections' text. */
export interface PayloadPage extends SearchPage {
  /** File name (in the search folder) of a JSON array: the text of each of the page's sections, in order. */
  readonly text: string;
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
}

/** A section as the payload lists it: everything but the text. */
export type SectionMeta = Omit<SearchSection, 'text'>;

/** The static JSON the build writes and the dialog fetches. */
export interface SearchPayload {
  readonly version: 3;
  readonly pages: readonly PayloadPage[];
  readonly sections: readonly SectionMeta[];
  readonly index: PackedIndex;
}

/** What the build writes at search/manifest.json: the current (content-hashed) index file. */
export interface SearchManifest {
  readonly index: string;
}

/** Route of the FAQ page: question-style queries prefer its answers. */
export const faqPath = '/faq';

type Doc = SearchSection & {id: number; title: string};

const engineOptions: Options<Doc> = {
  fields: ['title', 'heading', 'text'],
  tokenize,
  processTerm: (term) => indexTerms(term),
};

/**
 * Indexes the sections (at build time) and returns the payload the dialog
 * fetches. `textFile` receives each page's section texts, in order, and
 * returns the name of the file the caller writes them to.
 */
export function buildPayload(
  pages: readonly SearchPage[],
  sections: readonly SearchSection[],
  textFile: (pageIndex: number, texts: readonly string[]) => string,
): SearchPayload {
  sections.forEach((s, i) => {
    if (i > 0 && s.page < sections[i - 1]!.page) {
      throw new Error('buildPayload: sections must be in page order');
    }
  });
  const engine = new MiniSearch<Doc>(engineOptions);
  engine.addAll(sections.map((s, id) => ({...s, id, title: pages[s.page]?.title ?? ''})));
  return {
    version: 3,
    pages: pages.map((p, i) => ({
      title: p.title,
      path: p.path,
      text: textFile(
        i,
        sections.filter((s) => s.page === i).map((s) => s.text),
      ),
    })),
    sections: sections.map(({page, level, heading, anchor}) => ({page, level, heading, anchor})),
    index: pack(engine.toJSON()),
  };
}

export interface LoadedIndex {
  readonly payload: SearchPayload;
  readonly engine: MiniSearch<Doc>;
  /** Id of each page's first section: a section's text is at (id − first) in its page's text file. */
  readonly firstSection: readonly number[];
}

/** Loads the payload's packed index (in the browser, on first opening). */
export function loadIndex(payload: SearchPayload): LoadedIndex {
  const engine = MiniSearch.loadJS<Doc>(unpack(payload.index), engineOptions);
  const firstSection: number[] = [];
  payload.sections.forEach((s, id) => {
    firstSection[s.page] ??= id;
  });
  return {payload, engine, firstSection};
}

export interface Hit {
  readonly section: SectionMeta;
  readonly page: PayloadPage;
  /** Where the section's text is in its page's text file. */
  readonly textIndex: number;
  /** Route plus #anchor. */
  readonly href: string;
  /** Index terms that matched, for highlighting. */
  readonly matched: ReadonlySet<string>;
  readonly score: number;
}

/** Field weights: a word in a heading or page title counts more than one in passing. */
export const boost = {heading: 3, title: 2, text: 1} as const;

/**
 * Sections for a query, best first: sections with every word first, then
 * sections with some of them. Questions give the FAQ's answers a lift.
 */
export function search({payload, engine, firstSection}: LoadedIndex, query: string, limit = 20): Hit[] {
  const terms = queryTerms(query);
  if (terms.length === 0) {
    return [];
  }
  const raw = new Set(terms.map((t) => t.raw));
  const perWord = (combineWith: 'AND' | 'OR'): Query => ({
    combineWith,
    queries: terms.map((t) => ({combineWith: 'OR', queries: t.stem === t.raw ? [t.raw] : [t.raw, t.stem]})),
  });
  const question = isQuestion(query);
  const options: SearchOptions = {
    tokenize: (text) => [text],
    processTerm: (term) => term,
    boost: {...boost},
    prefix: (term) => raw.has(term) && term.length >= 2,
    fuzzy: (term) => (raw.has(term) && term.length >= 4 ? 0.2 : false),
    maxFuzzy: 2,
    boostDocument: (id) => {
      const section = payload.sections[id as number];
      const page = section && payload.pages[section.page];
      return question && page?.path === faqPath && section?.level !== 1 ? 1.6 : 1;
    },
  };
  const all = engine.search(perWord('AND'), options);
  const seen = new Set(all.map((r) => r.id));
  if (terms.length > 1) {
    for (const r of engine.search(perWord('OR'), options)) {
      if (!seen.has(r.id)) {
        seen.add(r.id);
        all.push(r);
      }
    }
  }
  const hits: Hit[] = [];
  for (const r of all.slice(0, limit)) {
    const section = payload.sections[r.id as number];
    const page = section && payload.pages[section.page];
    if (section && page) {
      const href = section.anchor ? `${page.path}#${section.anchor}` : page.path;
      const textIndex = (r.id as number) - (firstSection[section.page] ?? 0);
      hits.push({section, page, textIndex, href, matched: new Set(r.terms), score: r.score});
    }
  }
  return hits;
}
