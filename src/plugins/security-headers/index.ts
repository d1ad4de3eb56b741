/**
 * Local Docusaurus plugin: after the build,
 * - puts the CSP (its meta-able part) and the referrer policy as `<meta>` at
 *   the top of every page's `<head>`, so a host that sends no headers (GitHub
 *   Pages) still serves them;
 * - writes `_headers` (Netlify / Cloudflare Pages; scripts/serve.mjs applies it in tests):
 *   the same strict CSP, whose script hashes are computed from the built HTML, the other
 *   security headers, and the caching rules;
 * - writes `_nginx-headers.conf`: the same security headers for nginx (deploy/nginx.conf);
 * - writes `.well-known/security.txt` (RFC 9116) and `official-links.json`, from src/data/links.ts.
 * The meta tags are not scripts, so adding them changes none of the hashes.
 */
import {mkdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {resolveLinks} from '../../data/links';
import {editBuiltFile, writingBuiltFiles} from '../builtPages';
import {pages} from '../../data/pages';
import {brand} from '../../data/ui';
import {
  contentSecurityPolicy,
  headerRules,
  headersFile,
  nginxHeaders,
  officialLinks,
  scriptHashes,
  securityMetaTags,
  securityTxt,
  withSecurityMeta,
} from './headers';
import {filesUnder} from '../walkFiles';

export default function securityHeadersPlugin(context: LoadContext): Plugin {
  return {
    name: 'security-headers',
    // official-links.json is hashed into integrity.json (src/plugins/facts).
    postBuild({outDir}) {
      return writingBuiltFiles(async () => {
        const {url, baseUrl} = context.siteConfig;
        const siteUrl = new URL(baseUrl, url).href;
        const links = resolveLinks(process.env);
        const bugBounty = pages.find((p) => p.key === 'bugbounty');
        if (!bugBounty) {
          throw new Error('security.txt: no bugbounty page in src/data/pages.ts');
        }
        const files = await filesUnder(outDir, (rel) => rel.endsWith('.html'));
        const html = await Promise.all(files.map((f) => readFile(path.join(outDir, f), 'utf8')));
        const csp = contentSecurityPolicy(scriptHashes(html));
        const identity = ['.well-known/security.txt', 'official-links.json'];

        const write = async (rel: string, text: string) => {
          await mkdir(path.dirname(path.join(outDir, rel)), {recursive: true});
          await writeFile(path.join(outDir, rel), text);
        };
        await write(
          '_headers',
          headersFile(headerRules({csp, htmlFiles: files, baseUrl, revalidate: identity.map((p) => baseUrl + p)})),
        );
        await write('_nginx-headers.conf', nginxHeaders(csp));
        const tags = securityMetaTags(csp);
        await Promise.all(
          files.map((f) =>
            editBuiltFile(path.join(outDir, f), (text) => {
              try {
                return withSecurityMeta(text, tags);
              } catch (err) {
                throw new Error(`${(err as Error).message} (${f})`);
              }
            }),
          ),
        );
        await write(
          '.well-known/security.txt',
          securityTxt({contact: links.securityEmail, siteUrl, policyPath: bugBounty.path, now: new Date()}),
        );
        await write('official-links.json', `${JSON.stringify(officialLinks(links, brand.name, siteUrl), null, 2)}\n`);
      });
    },
  };
}
