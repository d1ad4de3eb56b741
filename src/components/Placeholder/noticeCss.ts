/**
 * The stylesheet that shows a page's "not set yet" notice (PlaceholderNotice)
 * only on a page whose content marks something unset without saying so in
 * place, and in it each such item (`fields`: every field that can be marked).
 * Each unset fact is said once: a placeholder (`data-placeholder`, invisible)
 * is listed in the notice, unless the same page says it in place, as an
 * address "not published yet" (`data-placeholder-shown`) or a fact shown as
 * "not set yet" (`data-not-set`). A notice left with no item is not shown.
 */
export const listedMark = 'data-placeholder';
export const inPlaceMarks = ['data-placeholder-shown', 'data-not-set'] as const;
export const noticeMarks = [listedMark, ...inPlaceMarks] as const;

/** The selector of a page that lists `field` in its notice (as the minifier keeps it, values quoted). */
export function listsInNotice(field: string): string {
  const f = JSON.stringify(field);
  return `.theme-doc-markdown:has([${listedMark}=${f}]):not(:has(${inPlaceMarks.map((m) => `[${m}=${f}]`).join(',')}))`;
}

/**
 * One rule per field shows both the notice and the field's item. Both take
 * `display: list-item`; the notice (a div) has no marker (`list-style: none`
 * in ./styles.module.css), so it reads as a block.
 */
export function placeholderNoticeCss(fields: readonly string[]): string {
  return fields
    .map(
      (f) =>
        `${listsInNotice(f)} :is([data-placeholder-notice],[data-notice-item=${JSON.stringify(f)}]){display:list-item}`,
    )
    .join('\n');
}
