/**
 * The stylesheet that shows a page's "not set yet" notice (PlaceholderNotice)
 * only on a page whose content marks a placeholder, and in it only the items
 * the page marks (`fields`: every field that can be marked).
 */
export function placeholderNoticeCss(fields: readonly string[]): string {
  const page = '.theme-doc-markdown';
  return [
    `${page}:has([data-placeholder]) [data-placeholder-notice]{display:block}`,
    ...fields.map((f) => `${page}:has([data-placeholder="${f}"]) [data-notice-item="${f}"]{display:list-item}`),
  ].join('\n');
}
