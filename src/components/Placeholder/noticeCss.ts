/**
 * The stylesheet that shows a page's "not set yet" notice (PlaceholderNotice)
 * only on a page whose content marks a placeholder, and in it only the items
 * the page marks (`fields`: every field that can be marked). An item the page
 * already says in place ("not published yet", `data-placeholder-shown`) is
 * not listed again; a notice left with no item is not shown.
 */
export function placeholderNoticeCss(fields: readonly string[]): string {
  const page = '.theme-doc-markdown';
  const listed = (f: string) => `${page}:has([data-placeholder="${f}"]):not(:has([data-placeholder-shown="${f}"]))`;
  return fields
    .flatMap((f) => [
      `${listed(f)} [data-placeholder-notice]{display:block}`,
      `${listed(f)} [data-notice-item="${f}"]{display:list-item}`,
    ])
    .join('\n');
}
