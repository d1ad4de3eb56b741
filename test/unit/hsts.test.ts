import assert from 'node:assert/strict';
import test from 'node:test';
import {headersFile, headerRules, nginxHeaders, securityHeaders} from '../../src/plugins/security-headers/headers';

test('HSTS is sent on every path, by _headers and by the nginx include, for at least a year', () => {
  const value = new Map(securityHeaders('x')).get('Strict-Transport-Security') ?? '';
  const maxAge = Number(/max-age=(\d+)/.exec(value)?.[1] ?? 0);
  assert.ok(maxAge >= 31536000, value);
  const file = headersFile(headerRules({csp: 'x', htmlFiles: [], baseUrl: '/', revalidate: []}));
  assert.match(file, /^\/\*\n(?: {2}.*\n)*? {2}Strict-Transport-Security: max-age=\d+/m);
  assert.match(nginxHeaders('x'), /^add_header Strict-Transport-Security "max-age=\d+[^"]*" always;$/m);
});
