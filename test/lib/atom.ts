/**
 * Structure checks of an Atom 1.0 feed (RFC 4287) and of facts.json against
 * its schema, shared by test/built/facts.test.ts, test/unit/facts.test.ts and
 * the release round trip.
 */
import {load} from 'cheerio';
import Ajv2020 from 'ajv/dist/2020';

const rfc3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
const isUri = (s: string): boolean => {
  try {
    return Boolean(new URL(s));
  } catch {
    return false;
  }
};

export interface FeedEntry {
  readonly id: string;
  readonly title: string;
  readonly updated: string;
  readonly links: readonly string[];
  readonly summary: string;
}

/** The problems of an Atom feed (empty when it is valid as far as RFC 4287's required structure goes), and its entries. */
export function atomProblems(xml: string): {problems: string[]; entries: FeedEntry[]} {
  const problems: string[] = [];
  if (!/^<\?xml version="1\.0" encoding="utf-8"\?>\n/.test(xml)) problems.push('no XML declaration (utf-8)');
  const $ = load(xml, {xmlMode: true});
  const feed = $.root().children();
  if (feed.length !== 1 || feed.get(0)?.tagName !== 'feed') problems.push('the root element is not one <feed>');
  if (feed.attr('xmlns') !== 'http://www.w3.org/2005/Atom') problems.push('<feed> is not in the Atom namespace');
  const one = (scope: ReturnType<typeof $>, tag: string, where: string): string => {
    const found = scope.children(tag);
    if (found.length !== 1) problems.push(`${where}: ${found.length} <${tag}> (exactly one required)`);
    return found.first().text().trim();
  };
  const id = one(feed, 'id', 'feed');
  if (!isUri(id)) problems.push(`feed <id> is not an IRI: ${id}`);
  if (!one(feed, 'title', 'feed')) problems.push('feed <title> is empty');
  if (!rfc3339.test(one(feed, 'updated', 'feed'))) problems.push('feed <updated> is not an RFC 3339 date');
  if (feed.children('link[rel="self"]').length !== 1) problems.push('feed: no <link rel="self">');
  const feedAuthor = feed.children('author').children('name').text().trim();
  const entries: FeedEntry[] = feed
    .children('entry')
    .toArray()
    .map((el, i) => {
      const e = $(el);
      const where = `entry ${i + 1}`;
      const entryId = one(e, 'id', where);
      if (!isUri(entryId)) problems.push(`${where}: <id> is not an IRI`);
      const updated = one(e, 'updated', where);
      if (!rfc3339.test(updated)) problems.push(`${where}: <updated> ${updated} is not an RFC 3339 date`);
      const title = one(e, 'title', where);
      if (!feedAuthor && e.children('author').length === 0) problems.push(`${where}: no author (nor the feed)`);
      const links = e
        .children('link')
        .toArray()
        .map((l) => $(l).attr('href') ?? '');
      if (e.children('content').length === 0 && e.children('link[rel="alternate"]').length === 0) {
        problems.push(`${where}: neither <content> nor <link rel="alternate">`);
      }
      return {id: entryId, title, updated, links, summary: e.children('summary').text()};
    });
  if (new Set(entries.map((e) => e.id)).size !== entries.length) problems.push('entry ids are not unique');
  return {problems, entries};
}

/** A validator of facts.json against its schema (draft 2020-12), formats included. */
export function factsValidator(schema: object): (data: unknown) => string[] {
  const ajv = new Ajv2020({allErrors: true, strict: true});
  ajv.addFormat('uri', isUri);
  ajv.addFormat('date', /^\d{4}-\d{2}-\d{2}$/);
  const validate = ajv.compile(schema);
  return (data) => (validate(data) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message}`));
}
