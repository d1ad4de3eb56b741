import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {test, expect, gotoHydrated} from './fixtures';
import {pageMeta} from './frontMatter';
import {whitepaperPdfFile} from '../src/lib/markdown/paths';

const file = path.join(__dirname, '..', 'build', whitepaperPdfFile);

/** Literal "(…)" or hex "<FEFF…>" PDF strings after a key, decoded. */
function pdfStrings(pdf: string, key: string): string[] {
  const re = new RegExp(`/${key}\\s*(\\((?:[^()\\\\]|\\\\.)*\\)|<[0-9A-Fa-f]+>)`, 'g');
  return [...pdf.matchAll(re)].map(([, raw = '']) => {
    if (raw.startsWith('<')) {
      const bytes = Buffer.from(raw.slice(1, -1), 'hex');
      return bytes[0] === 0xfe && bytes[1] === 0xff
        ? bytes.subarray(2).swap16().toString('utf16le')
        : bytes.toString('latin1');
    }
    return raw.slice(1, -1).replace(/\\([()\\])/g, '$1');
  });
}

test.describe('whitepaper PDF (npm run pdf)', () => {
  test('has a section per page in its outline and the version in its title @desktop', async () => {
    expect(existsSync(file), `${file}: run \`npm run pdf\` after the build`).toBe(true);
    const pdf = readFileSync(file).toString('latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    const outline = pdfStrings(pdf, 'Title');
    for (const {title} of pageMeta) {
      expect(outline, title).toContain(title);
    }
    const pkg = JSON.parse(readFileSync(path.join(__dirname, '..', 'package.json'), 'utf8')) as {version: string};
    const docTitle = outline.find((t) => t.includes('Whitepaper')) ?? '';
    expect(docTitle).toContain(pkg.version);
    // The commit belongs in the colophon, not in the document title.
    expect(docTitle).not.toMatch(/[0-9a-f]{7,}/);
  });

  test('is served at the site root and linked from the introduction', async ({page, request}) => {
    const res = await request.get(`/${whitepaperPdfFile}`);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('application/pdf');
    await gotoHydrated(page, '/');
    await expect(page.getByRole('link', {name: 'Download the whitepaper (PDF)'})).toHaveAttribute(
      'href',
      `/${whitepaperPdfFile}`,
    );
  });
});
