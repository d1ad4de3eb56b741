/**
 * The key of one of the browser storage uses listed in `siteStorage`
 * (src/data/legal.ts, the Privacy Policy's list). A module of its own that
 * imports the list as a type only: client code in main.js (chunkRecovery)
 * takes its key from here without carrying the Privacy Policy's text.
 */
import type {siteStorage} from '@site/src/data/legal';

export function storageKey(key: (typeof siteStorage)[number]['key']): string {
  return key;
}
