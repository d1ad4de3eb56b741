/**
 * Fetches the build's search index once per visit: search/manifest.json
 * names the content-hashed sections file, which is then fetched and indexed.
 * A failed load is forgotten, so the next opening tries again.
 */
import {loadIndex, type LoadedIndex, type SearchManifest, type SearchPayload} from '@site/src/lib/search/engine';

let pending: Promise<LoadedIndex> | null = null;

async function fetchJson<T>(url: string, init?: RequestInit): Promise<T> {
  const res = await fetch(url, init);
  if (!res.ok) {
    throw new Error(`${url}: HTTP ${res.status}`);
  }
  return (await res.json()) as T;
}

/** `searchBase` is the site's base URL plus "search/". */
export function loadSearchIndex(searchBase: string): Promise<LoadedIndex> {
  if (!pending) {
    const loading = (async () => {
      const manifest = await fetchJson<SearchManifest>(`${searchBase}manifest.json`, {cache: 'no-cache'});
      const payload = await fetchJson<SearchPayload>(`${searchBase}${encodeURIComponent(manifest.index)}`);
      if (payload.version !== 2) {
        throw new Error(`unknown search index version ${String(payload.version)}`);
      }
      return loadIndex(payload);
    })();
    pending = loading;
    loading.catch(() => {
      pending = null;
    });
  }
  return pending;
}
