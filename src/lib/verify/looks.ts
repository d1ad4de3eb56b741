/**
 * Whether a query may be something the "is this official?" check answers
 * (./parse: a URL, domain, e-mail address, @handle or 0x address): one word
 * with a dot, an @ or a 0x. A few bytes, so the search dialog can load the
 * check itself only for such a query; every value the check answers passes
 * (test/unit/verify.test.ts), and one that is not gets searched as usual.
 */
export function looksCheckable(query: string): boolean {
  const value = query.trim();
  return value !== '' && !/\s/.test(value) && /[.@]|^0x/i.test(value);
}
