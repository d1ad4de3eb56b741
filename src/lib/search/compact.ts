/**
 * A compact form of a MiniSearch index, so the dialog downloads the index and
 * not the site's text: MiniSearch's own JSON (toJSON) spells out every
 * posting as an object key; here each term's postings are one short string of
 * base-36 document-id deltas and frequencies. `unpack` turns it back into
 * MiniSearch's plain-object form for MiniSearch.loadJS, so searching is
 * MiniSearch's own (the unit tests check the round trip gives the same
 * results as the index it came from).
 *
 * Derived terms are not shipped: the index holds each word of the text and
 * the terms `expand` derives from it (its stem, see text.ts `indexTerms`).
 * Only the words' own occurrences are stored; a term's postings are rebuilt
 * as the sum of those of every stored word that expands to it, so a stem that
 * never occurs as a word costs nothing. `pack` checks the rebuilt index is
 * exactly the original and refuses otherwise.
 *
 * Fields whose text the payload holds anyway (a section's heading, its
 * page's title: `Derived`) are not stored either: their postings and lengths
 * are rebuilt from that text on load, as MiniSearch indexed it.
 *
 * Terms: sorted, front-coded (one base-36 digit: characters shared with the
 * previous term, then the rest), space-separated.
 * Postings: one string, a word's postings after another's (in the order of
 * `terms`), separated by a space. A word's postings: per stored field, in
 * field-id order, the field's documents in ascending order, each as its
 * distance from the one before (the first from 0), then a "0" for each
 * further occurrence in it; fields separated by "|", an empty part for a field
 * without the word, trailing empty parts left out. A number needs no
 * separator: its last digit is base 36 (0-9a-z), the digits before it
 * uppercase letters (base 26, the number divided by 36), so every document
 * below 36 ahead is one character. Example with two stored fields: "0300|5"
 * (documents 0, and 3 three times, in the first; 5 in the second), "|B9"
 * (in the second only: 1 × 36 + 9 = 45). No field ids and no commas: about
 * 1.8 KiB less gzip on this site than a JSON array of base-36 lists.
 */
import type {AsPlainObject} from 'minisearch';

export interface PackedIndex {
  /** The indexed fields in MiniSearch's field-id order. */
  readonly fields: readonly string[];
  readonly documentCount: number;
  /** The stored words, sorted and front-coded, space-separated (terms never contain whitespace). */
  readonly terms: string;
  /** Each stored word's own occurrences, in the order of `terms`, space-separated (see above). */
  readonly postings: string;
  /** Per document (by id), the length of each stored (not derived) field, flattened. */
  readonly lengths: readonly number[];
  /** The fields rebuilt from the payload's own text on load (see `Derived`), by name. */
  readonly derived?: readonly string[];
  readonly averageLengths: readonly number[];
}

/** The terms one word of the text is indexed as (the word first); the same function on both sides. */
export type Expand = (word: string) => readonly string[];

/**
 * Fields whose text the payload holds apart from the index (a heading, a page
 * title): their postings and lengths are rebuilt from it, not stored.
 */
export interface Derived {
  /** Their names. */
  readonly fields: readonly string[];
  /** The text of document `doc`'s field `field`. */
  readonly text: (doc: number, field: string) => string;
  /** The index's tokenizer. */
  readonly tokenize: (text: string) => readonly string[];
}

const b36 = (n: number): string => n.toString(36);
const same: Expand = (word) => [word];

/** Postings of one term: field id → document id → frequency. */
type Postings = Map<number, Map<number, number>>;

function add(into: Postings, from: Postings, sign = 1): void {
  for (const [field, docs] of from) {
    const target = into.get(field) ?? new Map<number, number>();
    into.set(field, target);
    for (const [doc, freq] of docs) {
      const n = (target.get(doc) ?? 0) + sign * freq;
      if (n === 0) {
        target.delete(doc);
      } else {
        target.set(doc, n);
      }
    }
    if (target.size === 0) {
      into.delete(field);
    }
  }
}

/** A number as the postings spell it: base-26 uppercase letters for n ÷ 36, then n's last base-36 digit. */
function num(n: number): string {
  let head = '';
  for (let rest = Math.floor(n / 36); rest > 0; rest = Math.floor(rest / 26)) {
    head = String.fromCharCode(65 + (rest % 26)) + head;
  }
  return head + b36(n % 36);
}

/** One field's documents, ascending: each one's distance from the one before, then a "0" per further occurrence. */
function encodeDocs(docs: ReadonlyMap<number, number> | undefined): string {
  let previous = 0;
  return [...(docs ?? [])]
    .sort((a, b) => a[0] - b[0])
    .map(([doc, freq]) => {
      const delta = doc - previous;
      previous = doc;
      return num(delta) + '0'.repeat(freq - 1);
    })
    .join('');
}

/** A canonical string of every field's postings, to compare two postings. */
const canonical = (p: Postings): string =>
  [...p.keys()]
    .sort((a, b) => a - b)
    .map((field) => `${b36(field)}:${encodeDocs(p.get(field))}`)
    .join('|');

/** A word's stored postings (see the file's comment); `stored`: the stored fields' ids, in order. */
function encode(p: Postings, stored: readonly number[]): string {
  for (const field of p.keys()) {
    if (!stored.includes(field)) {
      throw new Error(`pack: a stored word has postings in the derived field ${field}`);
    }
  }
  return stored
    .map((field) => encodeDocs(p.get(field)))
    .join('|')
    .replace(/\|+$/, '');
}

function decode(s: string, stored: readonly number[]): Postings {
  const p: Postings = new Map();
  s.split('|').forEach((part, i) => {
    if (!part) {
      return;
    }
    const docs = new Map<number, number>();
    let doc = 0;
    let head = 0;
    for (const c of part) {
      if (c >= 'A' && c <= 'Z') {
        head = head * 26 + c.charCodeAt(0) - 65;
        continue;
      }
      const delta = head * 36 + parseInt(c, 36);
      head = 0;
      if (delta === 0 && docs.size > 0) {
        docs.set(doc, docs.get(doc)! + 1);
      } else {
        doc += delta;
        docs.set(doc, 1);
      }
    }
    p.set(stored[i]!, docs);
  });
  return p;
}

function frontCode(sorted: readonly string[]): string {
  let previous = '';
  return sorted
    .map((term) => {
      let shared = 0;
      while (shared < 35 && shared < previous.length && term[shared] === previous[shared]) {
        shared++;
      }
      previous = term;
      return b36(shared) + term.slice(shared);
    })
    .join(' ');
}

function frontDecode(coded: string): string[] {
  let previous = '';
  return coded
    ? coded.split(' ').map((entry) => {
        previous = previous.slice(0, parseInt(entry[0]!, 36)) + entry.slice(1);
        return previous;
      })
    : [];
}

/** Every term's full postings from the stored words' own ones. */
function rebuild(words: ReadonlyMap<string, Postings>, expand: Expand): Map<string, Postings> {
  const full = new Map<string, Postings>();
  for (const [word, own] of words) {
    for (const term of new Set(expand(word))) {
      const p = full.get(term) ?? new Map();
      full.set(term, p);
      add(p, own);
    }
  }
  return full;
}

const toPostings = (data: Record<string, Record<string, number>>): Postings =>
  new Map(
    Object.entries(data).map(([f, docs]) => [
      Number(f),
      new Map(Object.entries(docs).map(([d, n]) => [Number(d), n] as const)),
    ]),
  );

/** The postings and lengths of the derived fields, as MiniSearch indexes them (every token, its length unique ones). */
function derive(
  n: number,
  fields: readonly string[],
  derived: Derived | undefined,
  expand: Expand,
): {postings: Map<string, Postings>; lengths: Map<number, number[]>} {
  const postings = new Map<string, Postings>();
  const lengths = new Map<number, number[]>();
  for (const name of derived?.fields ?? []) {
    const field = fields.indexOf(name);
    if (field < 0) {
      throw new Error(`compact: the index has no field "${name}" to derive`);
    }
    lengths.set(field, []);
    for (let doc = 0; doc < n; doc++) {
      const tokens = derived!.tokenize(derived!.text(doc, name));
      lengths.get(field)!.push(new Set(tokens).size);
      for (const token of tokens) {
        for (const term of expand(token)) {
          const p = postings.get(term) ?? new Map<number, Map<number, number>>();
          postings.set(term, p);
          add(p, new Map([[field, new Map([[doc, 1]])]]));
        }
      }
    }
  }
  return {postings, lengths};
}

/**
 * Packs MiniSearch's plain-object form of an index built with
 * `processTerm: expand`. Requires the documents' ids to be 0…n−1 in the order
 * they were added (as the search index plugin adds them) and nothing
 * discarded; anything else is refused rather than packed wrong.
 */
export function pack(js: AsPlainObject, expand: Expand = same, derived?: Derived): PackedIndex {
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
  const original = new Map<string, Postings>();
  for (const [term, data] of js.index) {
    if (/\s/.test(term)) {
      throw new Error(`pack: term "${term}" contains whitespace`);
    }
    original.set(term, toPostings(data));
  }
  // The stored fields' postings: the original less what the derived fields' text gives.
  const rebuiltFields = derive(n, fields, derived, expand);
  const full = new Map<string, Postings>();
  for (const [term, p] of original) {
    const rest: Postings = new Map();
    add(rest, p);
    add(rest, rebuiltFields.postings.get(term) ?? new Map(), -1);
    if ([...rest.values()].some((docs) => [...docs.values()].some((f) => f < 0))) {
      throw new Error(`pack: the derived fields hold "${term}" more often than the index does`);
    }
    if (rest.size > 0) {
      full.set(term, rest);
    }
  }
  // A word's own occurrences: its postings less those of the other words that expand to it.
  const from = new Map<string, string[]>();
  for (const word of full.keys()) {
    for (const term of new Set(expand(word))) {
      if (term !== word && full.has(term)) {
        from.set(term, [...(from.get(term) ?? []), word]);
      }
    }
  }
  const own = new Map<string, Postings>();
  const ownOf = (word: string, depth = 0): Postings => {
    const known = own.get(word);
    if (known) {
      return known;
    }
    if (depth > 8) {
      throw new Error(`pack: the terms that expand to "${word}" go round in a circle`);
    }
    const p: Postings = new Map();
    add(p, full.get(word)!);
    for (const other of from.get(word) ?? []) {
      add(p, ownOf(other, depth + 1), -1);
    }
    own.set(word, p);
    return p;
  };
  const sorted = [...full.keys()].sort();
  const stored = new Map(sorted.map((w) => [w, ownOf(w)] as const).filter(([, p]) => p.size > 0));
  const rebuilt = rebuild(stored, expand);
  for (const [term, p] of rebuiltFields.postings) {
    const into = rebuilt.get(term) ?? new Map();
    rebuilt.set(term, into);
    add(into, p);
  }
  const exact =
    rebuilt.size === original.size &&
    [...original].every(([t, p]) => rebuilt.has(t) && canonical(rebuilt.get(t)!) === canonical(p));
  if (!exact) {
    throw new Error(
      'pack: the terms cannot be rebuilt from the words, `expand` and the derived fields; are they the index’s processTerm and text?',
    );
  }
  const storedIds = fields.map((_, f) => f).filter((f) => !rebuiltFields.lengths.has(f));
  const lengths: number[] = [];
  for (let i = 0; i < n; i++) {
    const perField = js.fieldLength[i] ?? [];
    fields.forEach((name, f) => {
      const own = rebuiltFields.lengths.get(f);
      if (!own) {
        lengths.push(perField[f] ?? 0);
      } else if (own[i] !== (perField[f] ?? 0)) {
        throw new Error(`pack: the length of "${name}" in document ${i} is not its derived text's`);
      }
    });
  }
  return {
    fields,
    documentCount: n,
    terms: frontCode([...stored.keys()]),
    postings: [...stored.values()].map((p) => encode(p, storedIds)).join(' '),
    lengths,
    averageLengths: js.averageFieldLength,
    ...(derived?.fields.length ? {derived: [...derived.fields]} : {}),
  };
}

/** MiniSearch's plain-object form of a packed index, for MiniSearch.loadJS; `expand` and `derived` as given to `pack`. */
export function unpack(packed: PackedIndex, expand: Expand = same, derived?: Derived): AsPlainObject {
  const {fields, documentCount: n} = packed;
  const words = frontDecode(packed.terms);
  const postings = packed.postings ? packed.postings.split(' ') : [];
  const names = packed.derived ?? [];
  const storedIds = fields.map((_, f) => f).filter((f) => !names.includes(fields[f]!));
  const storedFields = storedIds.length;
  if (
    words.length !== postings.length ||
    packed.lengths.length !== n * storedFields ||
    names.some((name) => !derived?.fields.includes(name))
  ) {
    throw new Error('unpack: the packed index is inconsistent');
  }
  const rebuiltFields = derive(n, fields, names.length ? {...derived!, fields: names} : undefined, expand);
  const documentIds: Record<string, number> = {};
  const fieldLength: Record<string, number[]> = {};
  for (let i = 0; i < n; i++) {
    documentIds[i] = i;
    const own = packed.lengths.slice(i * storedFields, (i + 1) * storedFields);
    fieldLength[i] = fields.map((_, f) => rebuiltFields.lengths.get(f)?.[i] ?? own.shift()!);
  }
  const full = rebuild(new Map(words.map((w, i) => [w, decode(postings[i]!, storedIds)])), expand);
  for (const [term, p] of rebuiltFields.postings) {
    const into = full.get(term) ?? new Map();
    full.set(term, into);
    add(into, p);
  }
  const index: AsPlainObject['index'] = [...full].map(([term, p]) => [
    term,
    Object.fromEntries([...p].map(([f, docs]) => [f, Object.fromEntries(docs)])),
  ]);
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
