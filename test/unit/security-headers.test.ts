import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createHash} from 'node:crypto';
import {mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {
  contentSecurityPolicy,
  headerOnlyDirectives,
  headerRules,
  headersFile,
  htmlPaths,
  immutableCache,
  inlineScripts,
  metaPolicy,
  nginxHeaders,
  noCache,
  officialLinks,
  scriptHash,
  scriptHashes,
  securityHeaders,
  securityMetaTags,
  securityTxt,
  securityTxtLifetimeDays,
  withSecurityMeta,
} from '../../src/plugins/security-headers/headers';
import {allowedHosts, linkIds, resolveLinks} from '../../src/data/links';
import {editBuiltFile} from '../../src/plugins/builtPages';

const page = [
  '<html><head><script>document.documentElement.dataset.a=1</script>',
  '<script type="application/ld+json">{"@type":"BreadcrumbList"}</script>',
  '<script src=/assets/js/main.js defer></script>',
  '<script type=module>import "./x.js"</script>',
  "<script type='text/javascript'>var b=2</script>",
  '</head></html>',
].join('');

test('inlineScripts keeps the executable inline scripts, not JSON-LD or src scripts', () => {
  assert.deepEqual(inlineScripts(page), ['document.documentElement.dataset.a=1', 'import "./x.js"', 'var b=2']);
});

test('scriptHash is the base64 SHA-256 of the exact script text', () => {
  const body = 'var b=2';
  const expected = createHash('sha256').update(body).digest('base64');
  assert.equal(scriptHash(body), `'sha256-${expected}'`);
  assert.notEqual(scriptHash(body), scriptHash(`${body} `));
});

test('scriptHashes de-duplicates the same script across pages', () => {
  const hashes = scriptHashes([page, page, '<script>other()</script>']);
  assert.equal(hashes.length, 4);
  assert.deepEqual(hashes, [...hashes].sort());
});

test('the CSP is strict: no unsafe script sources, no plugins, no framing, no forms', () => {
  const csp = contentSecurityPolicy(["'sha256-abc='"]);
  const directives = new Map(csp.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));
  assert.deepEqual(directives.get('default-src'), ["'self'"]);
  assert.deepEqual(directives.get('script-src'), ["'self'", "'sha256-abc='"]);
  assert.deepEqual(directives.get('object-src'), ["'none'"]);
  assert.deepEqual(directives.get('base-uri'), ["'self'"]);
  assert.deepEqual(directives.get('frame-ancestors'), ["'none'"]);
  assert.deepEqual(directives.get('form-action'), ["'none'"]);
  assert.deepEqual(directives.get('img-src'), ["'self'", 'data:']);
  assert.deepEqual(directives.get('connect-src'), ["'self'"]);
  assert.ok(!/unsafe-(eval|hashes)|\*|https?:/.test(csp), csp);
  assert.ok(!directives.get('script-src')?.includes("'unsafe-inline'"));
});

test('the security headers include nosniff, a referrer policy, a permissions policy and COOP', () => {
  const headers = new Map(securityHeaders('x'));
  assert.equal(headers.get('Content-Security-Policy'), 'x');
  assert.equal(headers.get('X-Content-Type-Options'), 'nosniff');
  assert.equal(headers.get('Referrer-Policy'), 'strict-origin-when-cross-origin');
  assert.equal(headers.get('Cross-Origin-Opener-Policy'), 'same-origin');
  for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
    assert.match(headers.get('Permissions-Policy') ?? '', new RegExp(`(^|, )${feature}=\\(\\)`));
  }
});

test('htmlPaths lists every URL a page answers on with pretty URLs', () => {
  assert.deepEqual(htmlPaths('index.html'), ['/', '/index.html']);
  assert.deepEqual(htmlPaths('tokenomics.html'), ['/tokenomics', '/tokenomics.html']);
  assert.deepEqual(htmlPaths('a/index.html', '/docs/'), ['/docs/a', '/docs/a/', '/docs/a/index.html']);
});

test('headerRules: security headers everywhere, immutable assets, revalidated HTML, one Cache-Control per path', () => {
  const rules = headerRules({csp: 'c', htmlFiles: ['index.html', 'faq.html'], revalidate: ['/official-links.json']});
  assert.equal(rules[0]?.pattern, '/*');
  assert.ok(!rules[0]?.headers.some(([n]) => n === 'Cache-Control'), 'no Cache-Control on the catch-all');
  const cache = new Map(rules.slice(1).map((r) => [r.pattern, r.headers.find(([n]) => n === 'Cache-Control')?.[1]]));
  assert.equal(cache.get('/assets/*'), immutableCache);
  for (const p of ['/', '/index.html', '/faq', '/faq.html', '/official-links.json']) {
    assert.equal(cache.get(p), noCache, p);
  }
});

test('headersFile writes the Netlify / Cloudflare Pages format', () => {
  const text = headersFile([
    {
      pattern: '/*',
      headers: [
        ['A', '1'],
        ['B', '2'],
      ],
    },
    {pattern: '/x', headers: [['C', '3']]},
  ]);
  assert.equal(
    text
      .split('\n')
      .filter((l) => !l.startsWith('#'))
      .join('\n'),
    '/*\n  A: 1\n  B: 2\n/x\n  C: 3\n',
  );
});

test('nginxHeaders emits one always-add_header per security header', () => {
  const lines = nginxHeaders("default-src 'self'")
    .trim()
    .split('\n')
    .filter((l) => !l.startsWith('#'));
  assert.equal(lines.length, securityHeaders('').length);
  assert.equal(lines[0], `add_header Content-Security-Policy "default-src 'self'" always;`);
});

test('security.txt has the RFC 9116 fields, an expiry less than a year ahead and absolute URLs', () => {
  const now = new Date('2025-03-10T15:00:00Z');
  const text = securityTxt({
    contact: 'mailto:sec@x.example',
    siteUrl: 'https://docs.x.example/sub/',
    policyPath: '/bugbounty',
    now,
  });
  const fields = new Map(
    text
      .trim()
      .split('\n')
      .map((l) => [l.slice(0, l.indexOf(':')), l.slice(l.indexOf(':') + 2)]),
  );
  assert.equal(fields.get('Contact'), 'mailto:sec@x.example');
  assert.equal(fields.get('Policy'), 'https://docs.x.example/sub/bugbounty');
  assert.equal(fields.get('Canonical'), 'https://docs.x.example/sub/.well-known/security.txt');
  assert.equal(fields.get('Preferred-Languages'), 'en');
  const expires = new Date(fields.get('Expires') ?? '');
  assert.match(fields.get('Expires') ?? '', /^\d{4}-\d\d-\d\dT00:00:00Z$/);
  assert.ok(expires > now);
  assert.ok(expires.getTime() - now.getTime() < 365 * 86_400_000);
  assert.ok(securityTxtLifetimeDays < 365);
});

test('official-links.json lists every link of the links module and its domains', () => {
  const links = resolveLinks({SX_LINK_APP: 'https://app.example.org'});
  const json = officialLinks(links, 'SX', 'https://docs.example.org/');
  assert.deepEqual(
    json.links.map((l) => l.id),
    linkIds,
  );
  assert.equal(json.links.find((l) => l.id === 'app')?.url, 'https://app.example.org');
  assert.equal(json.links.find((l) => l.id === 'app')?.placeholder, false);
  assert.equal(json.links.find((l) => l.id === 'website')?.placeholder, true);
  assert.deepEqual(json.domains, allowedHosts(links));
});

test('the meta policy is the CSP without the directives a <meta> cannot carry', () => {
  const csp = contentSecurityPolicy(["'sha256-abc='"]);
  const meta = metaPolicy(csp);
  const names = (p: string) => p.split('; ').map((d) => d.split(' ')[0]);
  assert.deepEqual(
    names(meta),
    names(csp).filter((n) => !headerOnlyDirectives.has(n ?? '')),
  );
  assert.ok(!names(meta).includes('frame-ancestors'));
  for (const directive of meta.split('; ')) {
    assert.ok(csp.split('; ').includes(directive), `${directive} as in the header`);
  }
});

test('the security <meta> tags carry the meta policy and the header’s referrer policy', () => {
  const csp = contentSecurityPolicy(["'sha256-abc='"]);
  const tags = securityMetaTags(csp);
  const referrer = new Map(securityHeaders(csp)).get('Referrer-Policy');
  assert.ok(tags.includes(`content="${metaPolicy(csp)}"`), tags);
  assert.ok(tags.includes(`<meta name="referrer" content="${referrer}">`), tags);
});

test('withSecurityMeta puts the tags after <meta charset>, before any script, once', () => {
  const tags = securityMetaTags("default-src 'self'");
  const html = '<!doctype html><html lang=en><head><meta charset=UTF-8><script>x()</script></head><body></body></html>';
  const once = withSecurityMeta(html, tags);
  assert.equal(once, html.replace('<meta charset=UTF-8>', `<meta charset=UTF-8>${tags}`));
  const other = securityMetaTags("default-src 'none'");
  assert.equal(withSecurityMeta(once, other), html.replace('<meta charset=UTF-8>', `<meta charset=UTF-8>${other}`));
  assert.equal(withSecurityMeta('<head><title>t</title></head>', tags), `<head>${tags}<title>t</title></head>`);
  assert.throws(() => withSecurityMeta('<p>no head</p>', tags), /no <head>/);
  assert.throws(() => withSecurityMeta('<script>x()</script><head></head>', tags), /before <head>/);
});

test('edits of one built file queued at the same time all land (postBuild hooks run together)', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'sx-edit-'));
  const file = path.join(dir, 'page.html');
  writeFileSync(file, '<head></head>');
  const marks = Array.from({length: 12}, (_, i) => `<m${i}>`);
  await Promise.all(marks.map((m) => editBuiltFile(file, (html) => html.replace('</head>', `${m}</head>`))));
  const html = readFileSync(file, 'utf8');
  assert.deepEqual(
    marks.filter((m) => !html.includes(m)),
    [],
  );
  assert.deepEqual(readdirSync(dir), ['page.html'], 'no temporary file left');
  await assert.rejects(editBuiltFile(path.join(dir, 'missing.html'), (t) => t));
  rmSync(dir, {recursive: true, force: true});
});
