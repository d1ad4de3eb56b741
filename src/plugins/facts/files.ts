/** The files src/plugins/facts writes at the site's root (a version's facts: `<version>/facts.json`). */
export const factsFiles = {
  facts: 'facts.json',
  schema: 'facts.schema.json',
  feed: 'changes.atom',
  integrity: 'integrity.json',
  officialLinks: 'official-links.json',
} as const;

export type FactsFile = keyof typeof factsFiles;

/** The page that lists the changes (a src/data/pages.ts key). */
export const changesPageKey = 'changes';
