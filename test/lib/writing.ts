/**
 * The writing checks over the built Markdown twins (issue 37): what a reader
 * of each current page gets, with the site's frame and the parts the build
 * generates the same on every page (the "not set yet" notice) left out. Shared by test/built/writing.test.ts and the report
 * writers run after a build (scripts/text-report.ts).
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {pages} from '../../src/data/pages';
import {glossary, glossaryPage, type TermId} from '../../src/data/glossary';
import {placeholderMark, placeholderNotice} from '../../src/data/placeholders';
import {roadmap} from '../../src/data/roadmap';
import {phaseLabel, statusWords, upcomingBadge} from '../../src/components/Status/wording';
import {markdownFileFor} from '../../src/lib/markdown/paths';

/** The limits the pages keep. */
export const limits = {
  /** A passage this many words long, or longer, may appear on one page only. */
  sharedWords: 25,
  statusMentions: 3,
  placeholderNotices: 1,
  words: 2000,
} as const;

export interface Twin {
  /** The page's route, from src/data/pages.ts. */
  readonly route: string;
  /** Its twin's Markdown, as built. */
  readonly markdown: string;
  /** The reader's text: the twin without frame and generated parts, Markdown syntax removed. */
  readonly text: string;
  /** Generated parts removed, Markdown kept (for counting notices and status lines). */
  readonly body: string;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The page's "not set yet" notice: its title in bold on a line of its own, then one bullet per item (src/lib/markdown/toMarkdown.ts). */
export const noticeLine = new RegExp(`^\\*\\*${escape(placeholderNotice.twinTitle)}:\\*\\*$`);

/**
 * The twin without what is not the page's own writing: its title and
 * `Source:` line (the frame), the "not set yet" notice (its title in bold
 * on a line of its own and the bullets that follow it).
 */
export function ownMarkdown(markdown: string): string {
  const lines = markdown.split('\n');
  const out: string[] = [];
  let inNotice = false;
  for (const [i, line] of lines.entries()) {
    if (inNotice && (line.trim() === '' || /^- /.test(line))) continue;
    inNotice = noticeLine.test(line);
    if (inNotice) continue;
    if (i === 0 && /^# /.test(line)) continue;
    if (/^Source: </.test(line)) continue;
    out.push(line);
  }
  return out.join('\n');
}

/** Markdown to the words a reader reads: link targets, emphasis, table and list syntax removed. */
export function plain(markdown: string): string {
  return markdown
    .replace(/^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$/gm, ' ') // table separator rows
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\]\((?:[^()\s]|\([^)]*\))*(?:\s+"[^"]*")?\)/g, ']')
    .replace(/<(https?:\/\/|mailto:)[^>]*>/g, ' ')
    .replace(/\\([\\`*_{}[\]()#+\-.!|>~])/g, '$1')
    .replace(/[[\]*_`|>]/g, ' ')
    .replace(/^\s*(?:[-+]|\d+\.)\s+/gm, ' ')
    .replace(/^#{1,6}\s+/gm, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Lower-case words with punctuation removed: what the shared-passage and definition checks compare. */
export function words(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[’']/g, '')
    .split(/[^\p{L}\p{N}$%]+/u)
    .filter(Boolean);
}

/** Every current page's twin (the routes of src/data/pages.ts), read from a build. */
export function readTwins(buildDir: string): Twin[] {
  return pages.map(({path: route}) => {
    const file = path.join(buildDir, markdownFileFor(route));
    if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` first`);
    return twin(route, readFileSync(file, 'utf8'));
  });
}

export function twin(route: string, markdown: string): Twin {
  const body = ownMarkdown(markdown);
  return {route, markdown, body, text: plain(body)};
}

export interface SharedPassage {
  readonly routes: readonly [string, string];
  readonly words: number;
  /** The passage as normalised words. */
  readonly passage: string;
}

/**
 * Every passage of `limits.sharedWords` or more consecutive words that two
 * pages share (compared as lower-case words without punctuation), each the
 * longest run, reported once per pair of pages.
 */
export function sharedPassages(twins: readonly Twin[], min: number = limits.sharedWords): SharedPassage[] {
  const tokens = twins.map((t) => words(t.text));
  const seen = new Map<string, Set<number>>();
  tokens.forEach((ws, p) => {
    for (let i = 0; i + min <= ws.length; i++) {
      const key = ws.slice(i, i + min).join(' ');
      let set = seen.get(key);
      if (!set) seen.set(key, (set = new Set()));
      set.add(p);
    }
  });
  const out: SharedPassage[] = [];
  tokens.forEach((ws, a) => {
    // For each later page b: the positions in a where a shingle also on b starts; runs of them are passages.
    const starts = new Map<number, number[]>();
    for (let i = 0; i + min <= ws.length; i++) {
      for (const b of seen.get(ws.slice(i, i + min).join(' '))!) {
        if (b > a) {
          const list = starts.get(b) ?? [];
          list.push(i);
          starts.set(b, list);
        }
      }
    }
    for (const [b, list] of starts) {
      let from = list[0]!;
      for (let k = 1; k <= list.length; k++) {
        if (k === list.length || list[k]! !== list[k - 1]! + 1) {
          const end = list[k - 1]! + min;
          out.push({
            routes: [twins[a]!.route, twins[b]!.route],
            words: end - from,
            passage: ws.slice(from, end).join(' '),
          });
          if (k < list.length) from = list[k]!;
        }
      }
    }
  });
  return out;
}

/**
 * Glossary definitions written out in a page's running text. The glossary's
 * own page may print each definition once (its entry).
 */
export function inlineDefinitions(t: Twin): TermId[] {
  const text = ` ${words(t.text).join(' ')} `;
  const found: TermId[] = [];
  for (const id of Object.keys(glossary) as TermId[]) {
    const definition = ` ${words(glossary[id].definition).join(' ')} `;
    const count = text.split(definition).length - 1;
    if (count > (t.route === glossaryPage ? 1 : 0)) found.push(id);
  }
  return found;
}

/** Status mentions: the status components' forms ("planned for Phase 3: …", "Live since …"), and the bare badge. */
export function statusMentions(t: Twin): string[] {
  return mentionsIn(t.body);
}

/** The `##` sections of a page's body (its intro first) that state a status more than once. */
export function crowdedSections(t: Twin): string[] {
  return t.body
    .split(/^(?=## )/m)
    .filter((section) => mentionsIn(section).length > 1)
    .map((section) => (section.startsWith('## ') ? section.slice(3, section.indexOf('\n')).trim() : '(intro)'));
}

function mentionsIn(body: string): string[] {
  const lines = body
    .split('\n')
    .filter((l) => !/^#{1,6} /.test(l))
    .join('\n');
  const text = plain(lines);
  const labels = roadmap.map((p) => escape(phaseLabel(p))).join('|');
  const forms = Object.values(statusWords)
    .map((w) => escape(w))
    .join('|');
  const phrased = new RegExp(`\\b(?:${forms})\\s+(?:${labels})`, 'gi');
  const badge = new RegExp(`\\b${escape(upcomingBadge)}\\b(?!\\s+in\\s+Phase)`, 'gi');
  return [...text.matchAll(phrased), ...text.matchAll(badge)].map((m) => m[0]);
}

/** The "not set yet" notices and the bracketed placeholder marks in a page's twin. */
export function placeholderNotices(t: Twin): number {
  const notices = t.markdown.split('\n').filter((line) => noticeLine.test(line)).length;
  const marks =
    t.markdown.match(new RegExp(`\\[(?:${escape(placeholderMark.link)}|${escape(placeholderMark.fact)})[\\]:]`, 'g'))
      ?.length ?? 0;
  return notices + marks;
}

export interface PageReport {
  readonly route: string;
  readonly words: number;
  readonly statusMentions: readonly string[];
  /** Sections that state a status more than once: a page over the status limit must have none. */
  readonly crowdedSections: readonly string[];
  readonly placeholderNotices: number;
  readonly inlineDefinitions: readonly TermId[];
}

export function pageReport(t: Twin): PageReport {
  return {
    route: t.route,
    words: words(t.text).length,
    statusMentions: statusMentions(t),
    crowdedSections: crowdedSections(t),
    placeholderNotices: placeholderNotices(t),
    inlineDefinitions: inlineDefinitions(t),
  };
}

/** A passage for a message: its first and last words. */
export function excerpt(passage: string, each = 8): string {
  const ws = passage.split(' ');
  return ws.length <= each * 2 ? ws.join(' ') : `${ws.slice(0, each).join(' ')} … ${ws.slice(-each).join(' ')}`;
}

/** What breaks the writing rules, one message per problem, saying what to fix. */
export function writingProblems(twins: readonly Twin[]): string[] {
  const problems: string[] = [];
  for (const s of sharedPassages(twins)) {
    problems.push(
      `${s.routes[0]} and ${s.routes[1]} share a passage of ${s.words} words ("${excerpt(s.passage)}"): say it once, in its home section, and link there from the other page (a <Rule> away from its home renders a one-line summary)`,
    );
  }
  for (const r of twins.map(pageReport)) {
    for (const id of r.inlineDefinitions) {
      problems.push(
        `${r.route} writes out the glossary definition of "${glossary[id].term}" in its text: use <Term id="${id}" /> (its definition is shown on hover, focus and tap, and its link leads to the glossary)`,
      );
    }
    if (r.statusMentions.length > limits.statusMentions && r.crowdedSections.length > 0) {
      problems.push(
        `${r.route} states a status ${r.statusMentions.length} times (at most ${limits.statusMentions}, or one per section), more than once in ${r.crowdedSections.map((h) => `"${h}"`).join(', ')}: ${r.statusMentions.map((m) => `"${m}"`).join(', ')}; say it once per page or product section (<SectionStatus of>), and leave it out of sentences`,
      );
    }
    if (r.placeholderNotices > limits.placeholderNotices) {
      problems.push(
        `${r.route} has ${r.placeholderNotices} placeholder notices or marks (at most ${limits.placeholderNotices}): the page's one "${placeholderNotice.title}" notice lists what is not set yet`,
      );
    }
    if (r.words > limits.words) {
      problems.push(
        `${r.route} has ${r.words} words (at most ${limits.words}): shorten it, or link to the section that says the rest`,
      );
    }
  }
  return problems;
}
