#!/usr/bin/env node
/**
 * Serves the production build the way a static host does: pretty URLs
 * (/tokenomics → tokenomics.html), 404.html with status 404 for anything else,
 * the response headers from build/_headers when that file exists, and gzip for
 * text files when the client accepts it (as every static host does; the
 * benchmark's Lighthouse runs see real transfer sizes).
 * Used by the end-to-end tests and the benchmark; no dependencies.
 *
 *   node scripts/serve.mjs [--port 3100] [--dir build]
 */
import {createServer} from 'node:http';
import {readFile, stat} from 'node:fs/promises';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';

const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
const port = Number(opt('port', process.env.PORT ?? '3100'));
const root = path.resolve(opt('dir', 'build'));

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.pdf': 'application/pdf',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
};

/** Netlify/Cloudflare `_headers`: a path pattern line, then indented "Name: value" lines. */
function loadHeaderRules() {
  const file = path.join(root, '_headers');
  if (!existsSync(file)) {
    return [];
  }
  const rules = [];
  let current = null;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) {
      continue;
    }
    if (!/^\s/.test(line)) {
      const pattern = line.trim();
      const re = new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`);
      current = {re, headers: []};
      rules.push(current);
    } else if (current) {
      const i = line.indexOf(':');
      current.headers.push([line.slice(0, i).trim(), line.slice(i + 1).trim()]);
    }
  }
  return rules;
}

async function resolveFile(urlPath) {
  const clean = path.normalize(urlPath).replace(/^(\.\.[/\\])+/, '');
  const candidates = [clean, `${clean}.html`, path.join(clean, 'index.html')];
  for (const c of candidates) {
    const full = path.join(root, c);
    if (!full.startsWith(root)) {
      continue;
    }
    try {
      if ((await stat(full)).isFile()) {
        return full;
      }
    } catch {
      // try the next candidate
    }
  }
  return null;
}

const rules = loadHeaderRules();

const compressible = /^(text\/|application\/(json|javascript|xml)|image\/svg)/;
/** gzip bodies by file, kept while the file is unchanged. */
const gzipCache = new Map();
function gzipped(file, body, mtimeMs) {
  const hit = gzipCache.get(file);
  if (hit && hit.mtimeMs === mtimeMs) {
    return hit.body;
  }
  const gz = gzipSync(body, {level: 6});
  gzipCache.set(file, {mtimeMs, body: gz});
  return gz;
}

createServer(async (req, res) => {
  let urlPath;
  try {
    urlPath = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
  } catch {
    urlPath = '/__invalid__';
  }
  // Like Netlify and Cloudflare Pages, never serve the host's own files (_headers, _nginx-headers.conf).
  const hidden = urlPath.includes('\0') || urlPath.startsWith('/_');
  const file = hidden ? null : await resolveFile(urlPath);
  const status = file ? 200 : 404;
  const served = file ?? path.join(root, '404.html');
  const headers = {'Content-Type': types[path.extname(served)] ?? 'application/octet-stream'};
  for (const rule of rules) {
    if (rule.re.test(urlPath)) {
      for (const [name, value] of rule.headers) {
        headers[name] = value;
      }
    }
  }
  try {
    let body = await readFile(served);
    if (compressible.test(headers['Content-Type']) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
      body = gzipped(served, body, (await stat(served)).mtimeMs);
      headers['Content-Encoding'] = 'gzip';
      headers.Vary = 'Accept-Encoding';
    }
    headers['Content-Length'] = String(body.length);
    res.writeHead(status, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  } catch {
    res.writeHead(500, {'Content-Type': 'text/plain'});
    res.end('Build not found: run npm run build first.');
  }
}).listen(port, '127.0.0.1', () => {
  console.log(`Serving ${root} at http://127.0.0.1:${port}`);
});
