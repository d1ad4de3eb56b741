/**
 * Pure generators for the files the security-headers plugin writes at build
 * time: the static host's `_headers` (Netlify / Cloudflare Pages format), the
 * same security headers as nginx `add_header` lines, `/.well-known/security.txt`
 * (RFC 9116) and `/official-links.json`. No file system here: see ./index.ts.
 */
import {createHash} from 'node:crypto';
import {allowedHosts, isPlaceholder, linkDefs, linkIds, type Links} from '../../data/links';

/** Script types a browser executes; other types (e.g. JSON-LD) are data blocks CSP does not govern. */
const executableTypes = new Set(['', 'text/javascript', 'application/javascript', 'module', 'text/ecmascript']);

/** The body of every inline script the browser would run (no src, an executable type). */
export function inlineScripts(html: string): string[] {
  const out: string[] = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attrs = m[1] ?? '';
    const body = m[2] ?? '';
    if (/\ssrc\s*=/i.test(` ${attrs}`)) {
      continue;
    }
    const type = /\stype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(` ${attrs}`);
    const value = (type?.[1] ?? type?.[2] ?? type?.[3] ?? '').trim().toLowerCase();
    if (executableTypes.has(value)) {
      out.push(body);
    }
  }
  return out;
}

/** CSP source expression for an inline script: 'sha256-<base64>' of its exact text. */
export function scriptHash(body: string): string {
  return `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;
}

/** Sorted, de-duplicated hashes of the inline scripts of all the given pages. */
export function scriptHashes(htmlPages: readonly string[]): string[] {
  return [...new Set(htmlPages.flatMap((html) => inlineScripts(html).map(scriptHash)))].sort();
}

/**
 * The Content-Security-Policy. Scripts: only the site's own files plus the
 * hashed inline scripts (the colour-mode script the theme puts in <head>).
 * Styles allow 'unsafe-inline' because the theme's server-rendered markup
 * carries style="" attributes (e.g. the hidden SVG sprite, collapsible
 * sections); inline styles cannot run code.
 */
export function contentSecurityPolicy(hashes: readonly string[]): string {
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...hashes]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:']],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
    ['form-action', ["'none'"]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
}

/**
 * Directives a `<meta http-equiv>` policy cannot carry: browsers ignore them
 * there (and log an error), so the meta policy leaves them out. Framing is
 * still denied by the headers on hosts that send them.
 */
export const headerOnlyDirectives = new Set(['frame-ancestors', 'report-uri', 'report-to', 'sandbox']);

/** The policy a `<meta http-equiv="Content-Security-Policy">` carries: `csp` without the header-only directives. */
export function metaPolicy(csp: string): string {
  return csp
    .split(/;\s*/)
    .filter((d) => d.trim() && !headerOnlyDirectives.has(d.trim().split(/\s+/)[0] ?? ''))
    .join('; ');
}

const attrValue = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * The headers a page can carry itself, as `<meta>` tags: the CSP (its meta-able
 * part) and the referrer policy. Hosts that ignore `_headers` (GitHub Pages)
 * still serve these with every page.
 */
export function securityMetaTags(csp: string): string {
  const referrer = new Map(securityHeaders(csp)).get('Referrer-Policy') ?? '';
  return (
    `<meta http-equiv="Content-Security-Policy" content="${attrValue(metaPolicy(csp))}">` +
    `<meta name="referrer" content="${attrValue(referrer)}">`
  );
}

const metaTagsRe = /<meta http-equiv="Content-Security-Policy" content="[^"]*"><meta name="referrer" content="[^"]*">/;

/**
 * `html` with `tags` at the top of its `<head>`, right after `<meta charset>`,
 * before any script: a meta policy governs only what the parser meets after
 * it. Tags from an earlier run are replaced. Throws, naming the problem, for
 * a page with no `<head>` or with a script before the place the tags go.
 */
export function withSecurityMeta(html: string, tags: string): string {
  const bare = html.replace(metaTagsRe, '');
  const head = /<head(?:\s[^>]*)?>/i.exec(bare);
  if (!head) {
    throw new Error('security-headers: a page has no <head>, so it cannot carry the CSP <meta>');
  }
  const afterHead = head.index + head[0].length;
  const charset = /^\s*<meta charset=[^>]*>/i.exec(bare.slice(afterHead));
  const at = afterHead + (charset?.[0].length ?? 0);
  if (/<script\b/i.test(bare.slice(0, at))) {
    throw new Error('security-headers: a <script> comes before <head>, so the CSP <meta> could not govern it');
  }
  return bare.slice(0, at) + tags + bare.slice(at);
}

/** Browser features the site never uses, all denied. Only names current browsers know (unknown ones log a warning). */
export const deniedFeatures = [
  'accelerometer',
  'autoplay',
  'camera',
  'display-capture',
  'encrypted-media',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
] as const;

/** Headers every response gets, in order. */
export function securityHeaders(csp: string): [string, string][] {
  return [
    ['Content-Security-Policy', csp],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', deniedFeatures.map((f) => `${f}=()`).join(', ')],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['X-Frame-Options', 'DENY'],
    // HTTPS only, for two years, subdomains included (the site is served over TLS; see deploy/nginx.conf).
    ['Strict-Transport-Security', hsts],
  ];
}

export const hsts = 'max-age=63072000; includeSubDomains';

export const immutableCache = 'public, max-age=31536000, immutable';
export const noCache = 'no-cache';

export interface HeaderRule {
  readonly pattern: string;
  readonly headers: readonly (readonly [string, string])[];
}

/**
 * Every URL path an HTML file answers on a static host with pretty URLs:
 * `index.html` → `/` and `/index.html`; `a/index.html` → `/a`, `/a/`, `/a/index.html`;
 * `tokenomics.html` → `/tokenomics` and `/tokenomics.html`. `baseUrl` ends with '/'.
 */
export function htmlPaths(file: string, baseUrl = '/'): string[] {
  const rel = file.replace(/\\/g, '/').replace(/^\/+/, '');
  const out = [`${baseUrl}${rel}`];
  if (rel === 'index.html') {
    out.unshift(baseUrl);
  } else if (rel.endsWith('/index.html')) {
    const dir = rel.slice(0, -'/index.html'.length);
    out.unshift(`${baseUrl}${dir}`, `${baseUrl}${dir}/`);
  } else if (rel.endsWith('.html')) {
    out.unshift(`${baseUrl}${rel.slice(0, -'.html'.length)}`);
  }
  return out;
}

/**
 * The rules of `_headers`. Cache-Control is set per path, never on the catch-all:
 * Cloudflare Pages joins the values of a header set by two matching rules.
 * Hashed assets are cached for a year; HTML and the identity files are revalidated.
 */
export function headerRules(opts: {
  csp: string;
  htmlFiles: readonly string[];
  baseUrl?: string;
  revalidate?: readonly string[];
}): HeaderRule[] {
  const baseUrl = opts.baseUrl ?? '/';
  const rules: HeaderRule[] = [
    {pattern: `${baseUrl}*`, headers: securityHeaders(opts.csp)},
    {pattern: `${baseUrl}assets/*`, headers: [['Cache-Control', immutableCache]]},
  ];
  const paths = [...opts.htmlFiles.flatMap((f) => htmlPaths(f, baseUrl)), ...(opts.revalidate ?? [])];
  for (const pattern of [...new Set(paths)].sort()) {
    rules.push({pattern, headers: [['Cache-Control', noCache]]});
  }
  return rules;
}

/** `_headers` text: a path line, then two-space-indented "Name: value" lines. */
export function headersFile(rules: readonly HeaderRule[]): string {
  const head = '# Generated at build time by src/plugins/security-headers: do not edit.\n';
  return (
    head + rules.map((r) => [r.pattern, ...r.headers.map(([n, v]) => `  ${n}: ${v}`)].join('\n')).join('\n') + '\n'
  );
}

/** The security headers as nginx directives, for `include` in each location (see deploy/nginx.conf). */
export function nginxHeaders(csp: string): string {
  const head = '# Generated at build time by src/plugins/security-headers: do not edit.\n';
  return (
    head +
    securityHeaders(csp)
      .map(([n, v]) => `add_header ${n} "${v}" always;`)
      .join('\n') +
    '\n'
  );
}

/** One year minus a day: RFC 9116 asks for an Expires less than a year ahead. */
export const securityTxtLifetimeDays = 364;

/** `/.well-known/security.txt` per RFC 9116. `siteUrl` is the site's absolute root, ending with '/'. */
export function securityTxt(opts: {
  contact: string;
  siteUrl: string;
  policyPath: string;
  now: Date;
  languages?: string;
}): string {
  const expires = new Date(opts.now.getTime() + securityTxtLifetimeDays * 86_400_000);
  expires.setUTCHours(0, 0, 0, 0);
  const abs = (p: string) => new URL(p.replace(/^\//, ''), opts.siteUrl).href;
  return [
    `Contact: ${opts.contact}`,
    `Expires: ${expires.toISOString().replace('.000Z', 'Z')}`,
    `Policy: ${abs(opts.policyPath)}`,
    `Canonical: ${abs('.well-known/security.txt')}`,
    `Preferred-Languages: ${opts.languages ?? 'en'}`,
    '',
  ].join('\n');
}

export interface OfficialLinks {
  readonly name: string;
  readonly site: string;
  readonly links: readonly {id: string; label: string; kind: string; url: string; placeholder: boolean}[];
  readonly domains: readonly string[];
}

/** `/official-links.json`: every official address and channel, and every domain links may point to. */
export function officialLinks(links: Links, name: string, siteUrl: string): OfficialLinks {
  return {
    name,
    site: siteUrl,
    links: linkIds.map((id) => ({
      id,
      label: linkDefs[id].label,
      kind: linkDefs[id].kind,
      url: links[id],
      placeholder: isPlaceholder(links[id]),
    })),
    domains: allowedHosts(links),
  };
}
