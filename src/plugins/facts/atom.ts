/**
 * /changes.atom: the changes of ./changes.ts as an Atom 1.0 feed (RFC 4287),
 * one entry per fact that changed, linking to the pages that show it.
 */
import type {FactChange} from './changes';

const escape = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export interface FeedOptions {
  /** The site's root URL, ending with "/". */
  readonly siteRoot: string;
  readonly title: string;
  readonly author: string;
  /** Route of the page that lists the changes ("/changes"). */
  readonly pagePath: string;
  /** The feed's own file ("changes.atom"). */
  readonly file: string;
  /** When nothing says otherwise (no git dates): the build's time. */
  readonly fallbackDate: string;
}

/** "current" → "the current docs", "1.0" → "1.0". */
export const versionName = (version: string): string => (version === 'current' ? 'the current docs' : version);

/** One line for a change: "Fees › Launchpad › Trade: 0.5% → 0.63% (1.0 → the current docs)". */
export const changeTitle = (c: FactChange): string => `${c.label}: ${c.old} → ${c.new}`;

export function atomFeed(changes: readonly FactChange[], o: FeedOptions): string {
  const abs = (p: string): string => new URL(p.replace(/^\//, ''), o.siteRoot).href;
  const page = abs(o.pagePath);
  const updated =
    changes
      .map((c) => c.date ?? o.fallbackDate)
      .sort()
      .pop() ?? o.fallbackDate;
  const entries = changes.map((c) => {
    const summary =
      `${changeTitle(c)}, from ${versionName(c.from)} to ${versionName(c.to)}. ` +
      `Shown on ${c.pages.map((p) => `${p.label} (${abs(p.path)})`).join(', ')}.`;
    return [
      '  <entry>',
      `    <title>${escape(changeTitle(c))}</title>`,
      `    <id>${escape(`${page}#${c.id}`)}</id>`,
      `    <updated>${escape(c.date ?? o.fallbackDate)}</updated>`,
      `    <link rel="alternate" type="text/html" href="${escape(`${page}#${c.id}`)}"/>`,
      ...c.pages.map(
        (p) => `    <link rel="related" type="text/html" href="${escape(abs(p.path))}" title="${escape(p.label)}"/>`,
      ),
      `    <category term="${escape(c.group)}"/>`,
      `    <summary type="text">${escape(summary)}</summary>`,
      '  </entry>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `  <title>${escape(o.title)}</title>`,
    `  <subtitle>${escape(changes.length > 0 ? 'Every change of a fact between released versions and the current docs.' : 'No fact has changed between released versions and the current docs.')}</subtitle>`,
    `  <id>${escape(page)}</id>`,
    `  <link rel="self" type="application/atom+xml" href="${escape(abs(o.file))}"/>`,
    `  <link rel="alternate" type="text/html" href="${escape(page)}"/>`,
    `  <updated>${escape(updated)}</updated>`,
    `  <author><name>${escape(o.author)}</name></author>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}
