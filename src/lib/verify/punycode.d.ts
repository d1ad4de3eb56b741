/** punycode.js (the userland punycode package under a name Node's deprecated built-in does not shadow) ships no types. */
declare module 'punycode.js' {
  /** "xn--sx-exchange-…" labels of a domain → their Unicode form; other labels unchanged. */
  export function toUnicode(domain: string): string;
  /** A domain's Unicode labels → their "xn--" form. */
  export function toASCII(domain: string): string;
}
