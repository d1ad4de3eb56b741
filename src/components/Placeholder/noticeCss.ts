/**
 * The stylesheet that shows a page's "not set yet" notice (PlaceholderNotice)
 * only on a page whose content marks something unset, and in it each item the
 * page marks. Every unset fact and unpublished address a page mentions is
 * marked (`data-placeholder`, invisible) and listed: the notice is complete,
 * and the text around a mark does not list it again. A mark's value is a short
 * key of the field (`noticeKey`), so one rule per field stays small.
 */
export const listedMark = 'data-placeholder';

/**
 * The short key a field is marked with ("legal.operator" → "u1x9k"): a hash
 * (FNV-1a) cut to four base-36 digits, the same in the page, its notice and
 * the stylesheet (each key is written twice per rule, so its length is most of
 * the stylesheet's weight; test/unit/unset-notice.test.ts refuses two fields
 * with one key).
 */
export function noticeKey(field: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < field.length; i++) hash = Math.imul(hash ^ field.charCodeAt(i), 0x01000193) >>> 0;
  return `u${(hash % 36 ** 4).toString(36)}`;
}

/** The selector of a page whose content marks `field` (as the minifier keeps it). */
export function marksField(field: string): string {
  return `.theme-doc-markdown:has([${listedMark}=${noticeKey(field)}])`;
}

/** The counter of the items a page's notice shows, and the counter styles that word it ("1 fact", "9 facts"). */
const counter = 'sxn';
const words = 'sxw';

/**
 * One rule shows the notice on a page that marks anything (the notice, a
 * <details>, takes `display: block`), and one rule per field shows the
 * field's item and its counter in the summary (`display: revert`: a list item
 * in the list, an empty inline span in the summary), so the summary's count
 * (`[data-notice-count]`, after the counters) is the number of items shown.
 */
export function placeholderNoticeCss(
  fields: readonly string[],
  noun: {readonly one: string; readonly other: string},
): string {
  return [
    `.theme-doc-markdown:has([${listedMark}]) [data-placeholder-notice]{display:block;counter-reset:${counter}}`,
    // ": 9 facts" after the title, drawn only (empty alternative text): browsers expose no counter value to assistive technology.
    `[data-notice-count]::after{content:": " counter(${counter}) counter(${counter},${words}) / ""}`,
    `@counter-style ${words}{system:fixed 1;symbols:${JSON.stringify(` ${noun.one}`)};fallback:${words}-n}`,
    `@counter-style ${words}-n{system:cyclic;symbols:${JSON.stringify(` ${noun.other}`)}}`,
    ...fields.map(
      (f) => `${marksField(f)} [data-notice-item=${noticeKey(f)}]{display:revert;counter-increment:${counter}}`,
    ),
  ].join('\n');
}
