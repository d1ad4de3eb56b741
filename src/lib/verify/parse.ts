/**
 * What a pasted value is: a URL, a bare domain, an e-mail address, a social
 * handle or a 0x address, or nothing the check can answer (null: the search
 * handles it). Hosts are read by the URL API, as a browser would open them
 * (IDNA: lower case, full-width and other compatibility forms mapped,
 * Unicode labels in their punycode `xn--` form).
 */
import {toUnicode} from 'punycode.js';

export type InputKind = 'url' | 'domain' | 'email' | 'handle' | 'address';

export type Parsed =
  | {
      readonly as: 'url' | 'domain';
      /** Host as the browser opens it (ASCII, punycode labels). */
      readonly host: string;
      /** The same host with its punycode labels decoded. */
      readonly unicodeHost: string;
      /** Path segments, lower case, empty ones dropped. */
      readonly path: readonly string[];
      /** Path, query and fragment as typed, lower case (for official names hidden in them). */
      readonly rest: string;
      /** User info before an @ in a URL (`https://official.example@other.host`), lower case. */
      readonly userinfo: string;
    }
  | {
      readonly as: 'email';
      readonly local: string;
      readonly host: string;
      readonly unicodeHost: string;
    }
  | {readonly as: 'handle'; readonly handle: string}
  | {readonly as: 'address'; readonly address: string};

/** File names a search may be about (tokenomics.md, llms.txt), not domains. */
const fileExtensions = /\.(?:md|mdx|txt|json|pdf|html?|xml|js|ts|tsx|css|png|svg|jpe?g|atom)$/i;
/** A top-level label: letters (any script) or a punycode label. */
const topLabel = /^(?:\p{L}{2,63}|xn--[a-z0-9-]+)$/iu;

/** The host as the browser opens it, or undefined when it is not a valid one. */
function hostOf(raw: string): {host: string; unicodeHost: string} | undefined {
  let host: string;
  try {
    host = new URL(`https://${raw}/`).hostname.replace(/\.$/, '');
  } catch {
    return undefined;
  }
  const labels = host.split('.');
  if (labels.length < 2 || !topLabel.test(labels[labels.length - 1] ?? '') || /^[\d.]+$/.test(host)) {
    return undefined;
  }
  let unicodeHost = host;
  try {
    unicodeHost = toUnicode(host).normalize('NFC');
  } catch {
    // A malformed xn-- label: compare the ASCII form only.
  }
  return {host, unicodeHost};
}

const segments = (pathname: string): string[] =>
  pathname
    .split('/')
    .filter(Boolean)
    .map((s) => {
      try {
        return decodeURIComponent(s).toLowerCase();
      } catch {
        return s.toLowerCase();
      }
    });

/** Reads a pasted value; null when it is none of the kinds the check answers. */
export function parseCheckable(input: string): Parsed | null {
  // Quotes, angle brackets and a closing full stop or comma often come with a pasted value.
  const value = input
    .trim()
    .replace(/^[<"'“‘(\s]+|[>"'”’)\s.,;:!?]+$/g, '')
    .trim();
  if (!value || /\s/.test(value) || value.length > 2048) {
    return null;
  }
  if (/^0x[0-9a-f]{40}$/i.test(value)) {
    return {as: 'address', address: value};
  }
  if (/^@[\p{L}\p{N}_.-]{2,64}$/u.test(value)) {
    return {as: 'handle', handle: value.slice(1).toLowerCase()};
  }
  const mail = /^(?:mailto:)?([^@/:]+)@([^@/?#]+)$/i.exec(value);
  if (mail?.[1] && mail[2]) {
    const host = hostOf(mail[2]);
    return host ? {as: 'email', local: mail[1].toLowerCase(), ...host} : null;
  }
  const scheme = /^([a-z][a-z0-9+.-]*):\/\//i.exec(value);
  let url: URL;
  try {
    url = new URL(scheme ? value : `https://${value}`);
  } catch {
    return null;
  }
  if (!scheme) {
    // A bare domain, perhaps with a path: "sx.example/swap".
    const name = value.split(/[/?#]/, 1)[0] ?? '';
    if (!name.includes('.') || name.includes('@') || fileExtensions.test(name)) {
      return null;
    }
  }
  const host = hostOf(url.hostname);
  if (!host) {
    return null;
  }
  return {
    as: scheme ? 'url' : 'domain',
    ...host,
    path: segments(url.pathname),
    rest: `${url.pathname}${url.search}${url.hash}`.toLowerCase(),
    userinfo: decodeURIComponent(`${url.username}${url.password ? `:${url.password}` : ''}`).toLowerCase(),
  };
}
