/**
 * Search over the site's sections with MiniSearch. The build
 * (src/plugins/search-index) writes the sections as static JSON; the dialog
 * fetches it and indexes it in the browser (a few ms for this site), which
 * halves the download compared with shipping MiniSearch's serialised index
 * as well (see bench/SEARCH.md).
 */
import MiniSearch, {type Query, type SearchOptions} from 'minisearch';
import {indexTerms, isQuestion, queryTerms, tokenize} from './text';

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
}

/** The static JSON the build writes and the dialog fetches. */
export interface SearchPayload {
  readonly version: 2;
  readonly pages: readonly SearchPage[];
  readonly sections: readonly SearchSection[];
}

/** What the build writes at search/manifest.json: the current (content-hashed) index file. */
export interface SearchManifest {
  readonly index: string;
}

/** Route of the FAQ page: question-style queries prefer its answers. */
export const faqPath = '/faq';

/** Builds the payload the dialog fetches (at build time). */
export function buildPayload(pages: readonly SearchPage[], sections: readonly SearchSection[]): SearchPayload {
  return {version: 2, pages, sections};
}

export interface LoadedIndex {
  readonly payload: SearchPayload;
  readonly engine: MiniSearch<SearchSection & {id: number}>;
}

/** Indexes the payload's sections (in the browser, on first opening). */
export function loadIndex(payload: SearchPayload): LoadedIndex {
  const engine = new MiniSearch<SearchSection & {id: number}>({
    fields: ['title', 'heading', 'text'],
    tokenize,
    processTerm: (term) => indexTerms(term),
    extractField: (doc, field) => {
      if (field === 'title') {
        return payload.pages[doc.page]?.title ?? '';
      }
      return String((doc as unknown as Record<string, unknown>)[field] ?? '');
    },
  });
  engine.addAll(payload.sections.map((s, id) => ({...s, id})));
  return {payload, engine};
}

export interface Hit {
  readonly section: SearchSection;
  readonly page: SearchPage;
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
export function search({payload, engine}: LoadedIndex, query: string, limit = 20): Hit[] {
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
      hits.push({section, page, href, matched: new Set(r.terms), score: r.score});
    }
  }
  return hits;
}
