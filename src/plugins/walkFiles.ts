/** The files under a built folder, for the postBuild plugins that read many of them. */
import {readdir} from 'node:fs/promises';
import path from 'node:path';

/**
 * Paths (relative, with `/`, sorted) of the files under `dir` that `keep`
 * accepts. Other plugins' postBuild run beside the caller and may replace a
 * folder of theirs meanwhile (search-index rewrites build/search): a folder
 * gone while walked is skipped, since every page and twin is written before
 * postBuild.
 */
export async function filesUnder(dir: string, keep: (rel: string) => boolean, rel = ''): Promise<string[]> {
  let entries;
  try {
    entries = await readdir(path.join(dir, rel), {withFileTypes: true});
  } catch (err) {
    if (rel && (err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
  const out: string[] = [];
  for (const entry of entries) {
    const child = rel ? `${rel}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      out.push(...(await filesUnder(dir, keep, child)));
    } else if (keep(child)) {
      out.push(child);
    }
  }
  return out.sort();
}
