/**
 * Every link in every page of the production build (read from build/*.html,
 * no browser needed). Broken internal links and anchors already fail the
 * build (onBrokenLinks / onBrokenAnchors: 'throw'); this checks the rest:
 * external links go only to the links module's hosts, open in a new tab
 * without leaking the opener or the referrer, and nothing is plain http:.
 */
import {test, expect} from './fixtures';
import {builtHtmlFiles, readBuilt, siteUrl} from './built';
import {allowedHosts, linkIds, resolveLinks} from '../src/data/links';

const links = resolveLinks(process.env);
const hosts = allowedHosts(links);
const mailAddresses = linkIds.map((id) => links[id]).filter((u) => u.startsWith('mailto:'));

interface Tag {
  readonly file: string;
  readonly name: string;
  readonly attrs: Map<string, string>;
}

/** Start tags of the given element names with their attributes (quoted or not, as the minifier leaves them). */
function tags(file: string, html: string, names: string[]): Tag[] {
  const out: Tag[] = [];
  const re = new RegExp(`<(${names.join('|')})\\b((?:[^>"']|"[^"]*"|'[^']*')*)>`, 'gi');
  for (const m of html.matchAll(re)) {
    const attrs = new Map<string, string>();
    for (const a of (m[2] ?? '').matchAll(/([^\s"'=<>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g)) {
      attrs.set((a[1] ?? '').toLowerCase(), (a[2] ?? a[3] ?? a[4] ?? '').replace(/&amp;/g, '&'));
    }
    out.push({file, name: (m[1] ?? '').toLowerCase(), attrs});
  }
  return out;
}

const files = builtHtmlFiles();
const anchors = files.flatMap((f) => tags(f, readBuilt(f), ['a', 'area']));
const isExternal = (href: string) => /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//');

test.describe('links in the built pages @desktop', () => {
  test('the build has pages and external links to check', () => {
    expect(files.length).toBeGreaterThanOrEqual(17);
    expect(anchors.filter((a) => isExternal(a.attrs.get('href') ?? '')).length).toBeGreaterThan(0);
  });

  test('external links use only https: or mailto:, never http:', () => {
    const bad = anchors
      .map((a) => `${a.file}: ${a.attrs.get('href') ?? ''}`)
      .filter((s) => {
        const href = s.slice(s.indexOf(': ') + 2);
        return isExternal(href) && !/^(https:|mailto:)/i.test(href);
      });
    expect(bad).toEqual([]);
  });

  test('every https: link goes to a host on the allow-list', () => {
    const off = anchors
      .filter((a) => /^https:/i.test(a.attrs.get('href') ?? ''))
      .filter((a) => !hosts.includes(new URL(a.attrs.get('href') ?? '').hostname))
      .map((a) => `${a.file}: ${a.attrs.get('href')}`);
    expect(off, `allowed hosts: ${hosts.join(', ')}`).toEqual([]);
  });

  test('every https: link opens in a new tab with rel="noopener noreferrer"', () => {
    const bad = anchors
      .filter((a) => /^https:/i.test(a.attrs.get('href') ?? ''))
      .filter((a) => {
        const rel = (a.attrs.get('rel') ?? '').split(/\s+/);
        return a.attrs.get('target') !== '_blank' || !rel.includes('noopener') || !rel.includes('noreferrer');
      })
      .map((a) => `${a.file}: ${a.attrs.get('href')} target=${a.attrs.get('target')} rel=${a.attrs.get('rel')}`);
    expect(bad).toEqual([]);
  });

  test('every mailto: link is one of the links module addresses', () => {
    const bad = anchors
      .map((a) => a.attrs.get('href') ?? '')
      .filter((href) => /^mailto:/i.test(href))
      .filter((href) => !mailAddresses.includes(href.split('?')[0] ?? ''));
    expect(bad).toEqual([]);
  });

  test('no page loads a resource from another site', () => {
    const site = new URL(siteUrl()).host;
    const resources = files.flatMap((f) =>
      tags(f, readBuilt(f), ['script', 'img', 'source', 'iframe', 'link', 'video', 'audio', 'embed', 'object']),
    );
    const bad = resources
      .flatMap((t) => {
        const rel = t.attrs.get('rel') ?? '';
        // canonical / alternate links name this site's own public address; they load nothing.
        const urls = [
          t.attrs.get('src'),
          t.attrs.get('data'),
          /canonical|alternate/.test(rel) ? undefined : t.attrs.get('href'),
        ];
        const srcset = (t.attrs.get('srcset') ?? '').split(',').map((s) => s.trim().split(/\s+/)[0]);
        return [...urls, ...srcset].filter((u): u is string => Boolean(u)).map((u) => [t, u] as const);
      })
      .filter(([, u]) => isExternal(u) && !u.startsWith('data:'))
      .map(([t, u]) => `${t.file}: <${t.name}> ${u}`);
    expect(bad).toEqual([]);
    const canonical = resources.filter((t) => /canonical|alternate/.test(t.attrs.get('rel') ?? ''));
    for (const t of canonical) {
      expect(new URL(t.attrs.get('href') ?? '', siteUrl()).host, `${t.file} canonical or alternate`).toBe(site);
    }
  });
});
