#!/usr/bin/env node
/**
 * Serves the production build the way a static host does, with maintained
 * parts: serve-handler (pretty URLs, /tokenomics → tokenomics.html; 404.html
 * with status 404) and compression (gzip), plus the response headers of
 * build/_headers. Files whose name starts with "_" are never served, as on
 * Netlify and Cloudflare Pages. Used by `npm run serve`, the end-to-end tests,
 * the PDF script and the benchmark. With --no-headers (`headers: false`) it
 * ignores _headers, as GitHub Pages does: the pages' own <meta> policy is then
 * all the browser gets (e2e/meta-csp.spec.ts).
 *
 *   node scripts/serve.mjs [--port 3000] [--dir build] [--no-headers]     (--port 0: any free port)
 */
import {createServer} from 'node:http';
import {existsSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {pathToFileURL} from 'node:url';
import compression from 'compression';
import handler from 'serve-handler';

/** Netlify/Cloudflare `_headers`: a path pattern line, then indented "Name: value" lines. */
export function parseHeaderRules(text) {
  const rules = [];
  let current = null;
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) {
      continue;
    }
    if (!/^\s/.test(line)) {
      const pattern = line
        .trim()
        .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
        .replace(/\*/g, '.*');
      current = {re: new RegExp(`^${pattern}$`), headers: []};
      rules.push(current);
    } else if (current) {
      const i = line.indexOf(':');
      current.headers.push([line.slice(0, i).trim(), line.slice(i + 1).trim()]);
    }
  }
  return rules;
}

/** True for an existing file; false for anything else, including names the file system rejects. */
function isFile(file) {
  try {
    return statSync(file, {throwIfNoEntry: false})?.isFile() ?? false;
  } catch {
    return false;
  }
}

/** Starts the server; resolves to the http.Server once it listens. `headers: false` ignores build/_headers. */
export function startServer({dir = 'build', port = 3000, host = '127.0.0.1', headers = true} = {}) {
  const root = path.resolve(dir);
  const headersFile = path.join(root, '_headers');
  const rules = headers && existsSync(headersFile) ? parseHeaderRules(readFileSync(headersFile, 'utf8')) : [];
  const compress = compression();
  const server = createServer((req, res) => {
    compress(req, res, () => {
      let pathname;
      try {
        pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
      } catch {
        pathname = '/__invalid__';
      }
      for (const rule of rules) {
        if (rule.re.test(pathname)) {
          for (const [name, value] of rule.headers) {
            res.setHeader(name, value);
          }
        }
      }
      // A name no file system can hold is simply not there (serve-handler would throw).
      // So is a name with ".." (serve-handler answers those 400) or a malformed escape.
      const parts = pathname.split('/');
      const bad = parts.some((part) => part.length > 255 || part === '..') || pathname === '/__invalid__';
      const hidden = pathname.startsWith('/_') || pathname.includes('\0') || bad;
      if (hidden) {
        req.url = '/__hidden__';
      }
      // Pretty URLs in a static host's order: the file, then <path>.html, then <path>/index.html.
      const file = [pathname, `${pathname}.html`, path.posix.join(pathname, 'index.html')].find(
        (candidate) => !hidden && isFile(path.join(root, candidate)),
      );
      if (file) {
        req.url = encodeURI(file);
      }
      handler(req, res, {public: root, cleanUrls: false, directoryListing: false, etag: true}).catch(() => {
        res.statusCode = 500;
        res.end('Build not found: run npm run build first.');
      });
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const {values} = parseArgs({
    options: {
      port: {type: 'string', short: 'p'},
      dir: {type: 'string', default: 'build'},
      'no-headers': {type: 'boolean', default: false},
    },
  });
  const dir = values.dir;
  const headers = !values['no-headers'];
  if (!existsSync(path.join(dir, 'index.html'))) {
    console.error(`No build in ${dir}/: run npm run build first.`);
    process.exit(1);
  }
  startServer({dir, port: Number(values.port ?? process.env.PORT ?? 3000), headers}).then((server) => {
    const {port} = server.address();
    console.log(`Serving ${path.resolve(dir)} at http://127.0.0.1:${port}${headers ? '' : ' without _headers'}`);
  });
}
