/** A made-up site's search index for unit tests: built, packed and loaded as the dialog loads it, with its text files. */
import {
  answer,
  buildPayload,
  loadIndex,
  search,
  partNumber,
  type LoadedIndex,
  type SearchPage,
  type SearchSection,
  type TextSource,
  type TextWriter,
} from '../../src/lib/search/engine';

/** Keeps the text files in `files`, as the build plugin writes them to disk. */
export const textWriter = (files: Map<string, string[]>): TextWriter => ({
  pages: (texts) => {
    texts.forEach((t, i) => files.set(`page-${i}.json`, [...t]));
    return `page-${partNumber}.json`;
  },
  parts: (parts) => {
    parts.forEach((part, n) => files.set(`text-${n}.json`, [...part]));
    return `text-${partNumber}.json`;
  },
});

export function searchSite(
  pages: readonly SearchPage[],
  sections: readonly SearchSection[],
  synonyms: Readonly<Record<string, string>> = {},
  equivalents: readonly (readonly string[])[] = [],
) {
  const files = new Map<string, string[]>();
  const payload = buildPayload(pages, sections, textWriter(files), synonyms, equivalents);
  const index = loadIndex(JSON.parse(JSON.stringify(payload)));
  return {payload, index, files, text: (file: string) => files.get(file)};
}

/** How the dialog answers a question on a made-up site: its top 20 results, then the answer. */
export const askerOf =
  (index: LoadedIndex, text: TextSource) =>
  (q: string): ReturnType<typeof answer> =>
    answer(index, q, search(index, q, 20, text), text);

/** How the dialog answers a question on a made-up site of these pages and sections. */
export function askSite(pages: readonly SearchPage[], sections: readonly SearchSection[]) {
  const {index, text} = searchSite(pages, sections);
  return askerOf(index, text);
}

/**
 * How the dialog answers on a made-up site of a landing page ("Home", holding
 * `homeText`) and one page whose sections are given without their page number:
 * a yes or a no is never quoted from the landing page, so sections under test
 * sit on the page after it.
 */
export function askOnPage(page: SearchPage, sections: readonly Omit<SearchSection, 'page'>[], homeText = 'A club.') {
  return askSite(
    [{title: 'Home', path: '/'}, page],
    [{page: 0, level: 1, heading: 'Home', anchor: '', text: homeText}, ...sections.map((s) => ({...s, page: 1}))],
  );
}
