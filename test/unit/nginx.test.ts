/**
 * deploy/nginx.conf serves the build as scripts/serve.mjs does (which the e2e
 * tests use): pretty URLs, 404.html with status 404 for an unknown path, and
 * the security headers in every location (nginx drops the server's add_header
 * lines in a location that has its own). Read as text: nginx is not needed.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import test from 'node:test';

const conf = readFileSync(path.join(__dirname, '..', '..', 'deploy', 'nginx.conf'), 'utf8').replace(/#[^\n]*/g, '');

/** Each `location … { … }` block (none nests another), with its match. */
const locations = [...conf.matchAll(/location\s+([^{]+?)\s*\{([^}]*)\}/g)].map((m) => ({match: m[1]!, body: m[2]!}));

test('an unknown path gets 404.html with status 404, not 200', () => {
  const pages = locations.find((l) => l.match === '/');
  assert.ok(pages, 'deploy/nginx.conf: no `location /` for the pages');
  assert.match(pages.body, /try_files \$uri \$uri\.html [^;]*=404;/, '`location /`: pretty URLs, then =404');
  const errorPages = [...conf.matchAll(/error_page\s+([^;]+);/g)].map((m) => m[1]!.trim());
  assert.deepEqual(
    errorPages,
    ['404 /404.html'],
    'deploy/nginx.conf: `error_page 404 /404.html;` keeps the status 404 (`=200` or another code would change it)',
  );
  assert.ok(
    locations.some((l) => l.match === '= /404.html' && /\binternal;/.test(l.body)),
    'deploy/nginx.conf: /404.html is served only as the error page (`internal`)',
  );
});

test('every location sends the security headers the build writes', () => {
  assert.ok(locations.length > 0, 'deploy/nginx.conf has no location');
  for (const {match, body} of locations) {
    if (/^\s*return\s+404;\s*$/.test(body)) continue;
    assert.match(
      body,
      /include \S+\/_nginx-headers\.conf;/,
      `deploy/nginx.conf, location ${match}: include the headers`,
    );
  }
});
