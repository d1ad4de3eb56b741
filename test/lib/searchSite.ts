/** A made-up site's search index for unit tests: built, packed and loaded as the dialog loads it, with its text files. */
import {buildPayload, loadIndex, partNumber, type SearchPage, type SearchSection} from '../../src/lib/search/engine';

export function searchSite(
  pages: readonly SearchPage[],
  sections: readonly SearchSection[],
  synonyms: Readonly<Record<string, string>> = {},
  equivalents: readonly (readonly string[])[] = [],
) {
  const texts = new Map<string, string[]>();
  const payload = buildPayload(
    pages,
    sections,
    {
      page: (i) => `page-${i}.json`,
      parts: (parts) => {
        parts.forEach((part, n) => texts.set(`text-${n}.json`, [...part]));
        return `text-${partNumber}.json`;
      },
    },
    synonyms,
    equivalents,
  );
  const index = loadIndex(JSON.parse(JSON.stringify(payload)));
  return {payload, index, text: (file: string) => texts.get(file)};
}
