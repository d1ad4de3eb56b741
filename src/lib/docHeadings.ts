/**
 * Reads a doc's `##` headings and their ids the way the MDX loader will:
 * an MDX comment id after the text (`{/ * #id * /}` without the spaces) pins it, otherwise it is the GitHub slug of the
 * text (github-slugger, the library the MDX loader uses). Used at build time by sidebars.ts, so a page's sidebar section links
 * come from its own headings and can never drift from them.
 */
import {readFileSync} from 'node:fs';
import GithubSlugger from 'github-slugger';

export interface DocHeading {
  readonly text: string;
  readonly id: string;
}

/** An MDX comment id at the end of a heading (`{/ * #id * /}` without the spaces), as the MDX loader reads it. */
const mdxCommentId = /\s*\{\/\*\s*#(\S+)\s*\*\/\}$/;

/** Markdown emphasis/code/links reduced to their plain text. */
function plain(text: string): string {
  return text
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`]/g, '')
    .trim();
}

export function parseH2Headings(source: string): DocHeading[] {
  const slugger = new GithubSlugger();
  const headings: DocHeading[] = [];
  let fence: string | null = null;
  for (const line of source.split('\n')) {
    const fenceMatch = /^\s*(```+|~~~+)/.exec(line);
    if (fenceMatch?.[1]) {
      const marker = fenceMatch[1];
      if (fence === null) {
        fence = marker;
      } else if (marker.startsWith(fence)) {
        fence = null;
      }
      continue;
    }
    if (fence !== null) {
      continue;
    }
    const m = /^(#{2,6})\s+(.+?)\s*$/.exec(line);
    if (!m?.[1] || !m[2]) {
      continue;
    }
    const idMatch = mdxCommentId.exec(m[2]);
    const id = idMatch?.[1];
    const label = plain(idMatch ? m[2].slice(0, idMatch.index) : m[2]);
    // Every heading advances the slugger, as the MDX loader's does.
    const slug = slugger.slug(label);
    if (m[1] === '##') {
      headings.push({text: label, id: id ?? slug});
    }
  }
  return headings;
}

export function readH2Headings(file: string): DocHeading[] {
  return parseH2Headings(readFileSync(file, 'utf8'));
}
