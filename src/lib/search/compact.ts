/**
 * A compact form of a MiniSearch index, so the dialog downloads the index and
 * not the site's text: MiniSearch's own JSON (toJSON) spells out every
 * posting as an object key; here each term's postings are one short string of
 * base-36 document-id deltas and frequencies. `unpack` turns it back into
 * MiniSearch's plain-object form for MiniSearch.loadJS, so searching is
 * MiniSearch's own (the unit tests check the round trip gives the same
 * results as the index it came from).
 *
 * Posting string: per field, the field id, then the field's documents in
 * ascending order, each as ",<delta>" or ",<delta>*<frequency>" (frequency
 * only when above 1); fields are separated by "|". Example: "1,0,3*2|2,5".
 */
import type {AsPlainObject} from 'minisearch';

export interface PackedIndex {
  /** The indexed fields in MiniSearch's field-id order. */
  readonly fields: readonly string[];
  readonly documentCount: number;
  /** The terms, space-separated (terms never contain whitespace). */
  readonly terms: string;
  /** One posting string per term, in the order of `terms`. */
  readonly postings: readonly string[];
  /** Per document (by id), the length of each field, flattened. */
  readonly lengths: readonly number[];
  readonly averageLengths: readonly number[];
}

const b36 = (n: number): string => n.toString(36);

/**
 * Packs MiniSearch's plain-object form. Requires the documents' ids to be
 * 0…n−1 in the order they were added (as the search index plugin adds them)
 * and nothing discarded; anything else is refused rather than packed wrong.
 */
export function pack(js: AsPlainObject): PackedIndex {
  const n = js.documentCount;
  if (js.nextId !== n || (js.dirtCount ?? 0) !== 0) {
    throw new Error('pack: the index has discarded documents; build it afresh');
  }
  for (let i = 0; i < n; i++) {
    if (js.documentIds[i] !== i) {
      throw new Error(`pack: document ${i} has id ${String(js.documentIds[i])}; ids must be 0…${n - 1} in order`);
    }
  }
  const fields = Object.entries(js.fieldIds)
    .sort((a, b) => a[1] - b[1])
    .map(([name]) => name);
  const terms: string[] = [];
  const postings: string[] = [];
  for (const [term, data] of js.index) {
    if (/\s/.test(term)) {
      throw new Error(`pack: term "${term}" contains whitespace`);
    }
    terms.push(term);
    const parts: string[] = [];
    for (const [fieldId, docs] of Object.entries(data).sort((a, b) => Number(a[0]) - Number(b[0]))) {
      let previous = 0;
      let part = b36(Number(fieldId));
      for (const [doc, freq] of Object.entries(docs)
        .map(([d, f]) => [Number(d), f] as const)
        .sort((a, b) => a[0] - b[0])) {
        part += `,${b36(doc - previous)}${freq > 1 ? `*${b36(freq)}` : ''}`;
        previous = doc;
      }
      parts.push(part);
    }
    postings.push(parts.join('|'));
  }
  const lengths: number[] = [];
  for (let i = 0; i < n; i++) {
    const perField = js.fieldLength[i] ?? [];
    lengths.push(...fields.map((_, f) => perField[f] ?? 0));
  }
  return {fields, documentCount: n, terms: terms.join(' '), postings, lengths, averageLengths: js.averageFieldLength};
}

/** MiniSearch's plain-object form of a packed index, for MiniSearch.loadJS. */
export function unpack(packed: PackedIndex): AsPlainObject {
  const {fields, documentCount: n} = packed;
  const terms = packed.terms ? packed.terms.split(' ') : [];
  if (terms.length !== packed.postings.length || packed.lengths.length !== n * fields.length) {
    throw new Error('unpack: the packed index is inconsistent');
  }
  const documentIds: Record<string, number> = {};
  const fieldLength: Record<string, number[]> = {};
  for (let i = 0; i < n; i++) {
    documentIds[i] = i;
    fieldLength[i] = packed.lengths.slice(i * fields.length, (i + 1) * fields.length);
  }
  const index: AsPlainObject['index'] = terms.map((term, t) => {
    const data: Record<string, Record<string, number>> = {};
    for (const part of packed.postings[t]!.split('|')) {
      const [fieldId, ...entries] = part.split(',');
      const docs: Record<string, number> = {};
      let doc = 0;
      for (const entry of entries) {
        const [delta, freq] = entry.split('*');
        doc += parseInt(delta!, 36);
        docs[doc] = freq ? parseInt(freq, 36) : 1;
      }
      data[parseInt(fieldId!, 36)] = docs;
    }
    return [term, data];
  });
  return {
    documentCount: n,
    nextId: n,
    documentIds,
    fieldIds: Object.fromEntries(fields.map((name, i) => [name, i])),
    fieldLength,
    averageFieldLength: [...packed.averageLengths],
    storedFields: {},
    dirtCount: 0,
    index,
    serializationVersion: 2,
  };
}
