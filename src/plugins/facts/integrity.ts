/**
 * /integrity.json: the SHA-256 of every file a mirror or a reader may want to
 * check against the build (the Markdown twin of every page, the whitepaper
 * PDF, the facts files, official-links.json), with the commit it was built
 * from. `sha256sum` prints the same hex digests.
 */
import {createHash} from 'node:crypto';
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {filesUnder} from '../walkFiles';

export interface Integrity {
  readonly algorithm: 'sha256';
  /** The git commit the build was made from, or null outside git. */
  readonly commit: string | null;
  /** Path within the site (as served, without baseUrl) → hex digest. */
  readonly files: Readonly<Record<string, string>>;
}

/** Which built files are listed: twins, the PDF, facts (each version's, the schema) and official links. */
export const integrityListed = (rel: string): boolean =>
  /\.md$/.test(rel) ||
  /\.pdf$/.test(rel) ||
  /(^|\/)facts(\.schema)?\.json$/.test(rel) ||
  rel === 'official-links.json' ||
  rel === 'changes.atom';

export const sha256 = (data: Buffer | string): string => createHash('sha256').update(data).digest('hex');

export async function integrityOf(outDir: string, commit: string | undefined): Promise<Integrity> {
  const listed = await filesUnder(outDir, integrityListed);
  const hashes = await Promise.all(listed.map(async (rel) => [rel, sha256(await readFile(path.join(outDir, rel)))]));
  return {algorithm: 'sha256', commit: commit ?? null, files: Object.fromEntries(hashes)};
}
