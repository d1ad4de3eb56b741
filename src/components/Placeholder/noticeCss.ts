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
 * The short key a field is marked with ("legal.operator" → "u1x9k2p"): a hash
 * (FNV-1a), the same in the page, its notice and the stylesheet.
 */
export function noticeKey(field: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < field.length; i++) hash = Math.imul(hash ^ field.charCodeAt(i), 0x01000193) >>> 0;
  return `u${hash.toString(36)}`;
}

/** The selector of a page whose content marks `field` (as the minifier keeps it). */
export function marksField(field: string): string {
  return `.theme-doc-markdown:has([${listedMark}=${noticeKey(field)}])`;
}

/**
 * One rule shows the notice on a page that marks anything (the notice, a div,
 * takes `display: block`), and one rule per field shows the field's item.
 */
export function placeholderNoticeCss(fields: readonly string[]): string {
  return [
    `.theme-doc-markdown:has([${listedMark}]) [data-placeholder-notice]{display:block}`,
    ...fields.map((f) => `${marksField(f)} [data-notice-item=${noticeKey(f)}]{display:list-item}`),
  ].join('\n');
}
