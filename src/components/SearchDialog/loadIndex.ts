/**
 * Fetches the build's search index once per visit: search/manifest.json
 * names the content-hashed index file, which is then fetched and loaded. A
 * text file (section texts, for the snippets) is fetched once, when one of its
 * sections is among the first results shown. A failed load is forgotten, so the next
 * attempt tries again.
 */
import {loadIndex, type LoadedIndex, type SearchManifest, type SearchPayload} from '@site/src/lib/search/engine';

/** One load per index (the current docs' and each released version's). */
const pending = new Map<string, Promise<LoadedIndex>>();

async function fetchJson<T>(url: string, init?: RequestInit): Promise<T> {
  const res = await fetch(url, init);
  if (!res.ok) {
    throw new Error(`${url}: HTTP ${res.status}`);
  }
  return (await res.json()) as T;
}

/** `searchBase` is the site's base URL plus "search/". */
export function loadSearchIndex(searchBase: string): Promise<LoadedIndex> {
  let loading = pending.get(searchBase);
  if (!loading) {
    loading = (async () => {
      const manifest = await fetchJson<SearchManifest>(`${searchBase}manifest.json`, {cache: 'no-cache'});
      const payload = await fetchJson<SearchPayload>(`${searchBase}${encodeURIComponent(manifest.index)}`);
      if (payload.version !== 9) {
        throw new Error(`unknown search index version ${String(payload.version)}`);
      }
      return loadIndex(payload);
    })();
    pending.set(searchBase, loading);
    loading.catch(() => {
      pending.delete(searchBase);
    });
  }
  return loading;
}

const texts = new Map<string, Promise<readonly string[]>>();

/** The section texts of one text file (named in the payload). */
export function loadPageText(searchBase: string, file: string): Promise<readonly string[]> {
  let loading = texts.get(file);
  if (!loading) {
    loading = fetchJson<string[]>(`${searchBase}${encodeURIComponent(file)}`);
    texts.set(file, loading);
    loading.catch(() => texts.delete(file));
  }
  return loading;
}
