/**
 * The payload's word lists as one string each, so the dialog downloads fewer
 * bytes than JSON objects and arrays spell out (about 0.4 KiB gzip on this
 * site): the synonyms grouped by their docs' words, and the known error
 * strings with their sections. Folded words hold none of the separators
 * (`,` `:` `|`); `packSynonyms` and `packPhrases` refuse input that does.
 */
import type {Phrase} from './query';

const separators = /[,:|]/;

function refuse(where: string, text: string): void {
  if (separators.test(text)) {
    throw new Error(`${where}: "${text}" holds a separator (, : |)`);
  }
}

/** Typed word or phrase → docs' words, as "key,key:docs words|…" (keys sharing their words grouped). */
export function packSynonyms(synonyms: Readonly<Record<string, string>>): string {
  const byWords = new Map<string, string[]>();
  for (const [key, words] of Object.entries(synonyms)) {
    refuse('packSynonyms', key);
    refuse('packSynonyms', words);
    byWords.set(words, [...(byWords.get(words) ?? []), key]);
  }
  return [...byWords].map(([words, keys]) => `${keys.join(',')}:${words}`).join('|');
}

export function unpackSynonyms(packed: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const entry of packed ? packed.split('|') : []) {
    const [keys = '', words = ''] = entry.split(':');
    for (const key of keys.split(',')) {
      out[key] = words;
    }
  }
  return out;
}

/** Error strings and their sections, as "word word:3,17|…". */
export function packPhrases(phrases: readonly Phrase[]): string {
  return phrases
    .map((p) => {
      p.words.forEach((w) => refuse('packPhrases', w));
      return `${p.words.join(' ')}:${p.sections.join(',')}`;
    })
    .join('|');
}

export function unpackPhrases(packed: string): Phrase[] {
  return (packed ? packed.split('|') : []).map((entry) => {
    const [words = '', sections = ''] = entry.split(':');
    return {words: words.split(' '), sections: sections.split(',').map(Number)};
  });
}
