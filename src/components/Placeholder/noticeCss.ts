/**
 * The stylesheet that shows a page's "not set yet" notice (PlaceholderNotice)
 * only on a page whose content marks something unset, and in it every item
 * the page marks (`fields`: every field that can be marked): a placeholder
 * (`data-placeholder`), an address said in place to be not published yet
 * (`data-placeholder-shown`) or a fact shown as not set yet (`data-not-set`).
 * A notice left with no item is not shown.
 */
export const noticeMarks = ['data-placeholder', 'data-placeholder-shown', 'data-not-set'] as const;

export function placeholderNoticeCss(fields: readonly string[]): string {
  const page = '.theme-doc-markdown';
  const rule = (f: string, target: string, display: string) =>
    `${noticeMarks.map((mark) => `${page}:has([${mark}=${JSON.stringify(f)}]) ${target}`).join(',')}{display:${display}}`;
  return fields
    .flatMap((f) => [
      rule(f, '[data-placeholder-notice]', 'block'),
      rule(f, `[data-notice-item=${JSON.stringify(f)}]`, 'list-item'),
    ])
    .join('\n');
}
