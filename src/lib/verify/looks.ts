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

/**
 * A link with its scheme or `www.`, a domain ("sx-exchange-app.com", "sonicscan.org/tx/…": labels of letters,
 * digits and hyphens, a last label of two or more letters) or a whole 0x address: unmistakable inside a sentence.
 */
const pastedInSentence =
  /^(?:https?:\/\/|www\.)\S+$|^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}(?:\/\S*)?$|^0x[0-9a-f]{40}$/i;

/** The most other words beside a pasted link for a question about it ("is this you guys?"); an error message quoting a link has more. */
const wordsBesidePasted = 6;

/** Words reporting what happened to a transaction: a link beside them is a failure to explain, not an address to check. */
const outcomeReported = /\b(fail(s|ed|ing)?|errors?|reverted|stuck|pending|didn'?t go (through|thru))\b/i;

/**
 * The value the check answers for a query: the query itself when it looks
 * checkable, else the one link or 0x address pasted among a few words
 * ("https://… is this you?"); null when there is none, more than one, a
 * longer text around it (an error message is searched), or words reporting a
 * failure beside it.
 */
export function pastedValue(query: string): string | null {
  const value = query.trim();
  if (looksCheckable(value)) {
    return value;
  }
  const words = value.split(/\s+/).map((word) => word.replace(/^[("'<[]+|[)"'>\]?!.,;:]+$/g, ''));
  const found = words.filter((word) => pastedInSentence.test(word));
  // "https://sonicscan.org/tx/0x… says Fail, why": the search finds the troubleshooting entry.
  if (
    found.length !== 1 ||
    words.length - 1 > wordsBesidePasted ||
    outcomeReported.test(value.replace(found[0]!, ' '))
  ) {
    return null;
  }
  return found[0]!;
}
