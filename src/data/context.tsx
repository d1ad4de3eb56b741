/**
 * The facts a page renders. Each doc page provides them (src/lib/remark/pageFacts):
 * current pages today's `src/data`, a page of a released version its own
 * frozen snapshot (see CONTRIBUTING › Cut a release), so components on a
 * page must read facts through `useSiteData()`, never by importing a data
 * module directly. The facts travel with the pages, not in main.js.
 */
import {createContext, useContext, type ReactNode} from 'react';
import type * as current from './all';

export type SiteData = typeof current;

const SiteDataContext = createContext<SiteData | null>(null);

export function SiteDataProvider({value, children}: {value: SiteData; children: ReactNode}): ReactNode {
  return <SiteDataContext.Provider value={value}>{children}</SiteDataContext.Provider>;
}

/** The facts of the page around, or null outside a page's content (the frame: header, footer rows). */
export function usePageFacts(): SiteData | null {
  return useContext(SiteDataContext);
}

/** The facts of the version being read (today's outside a released version). */
export function useSiteData(): SiteData {
  const data = usePageFacts();
  if (!data) {
    throw new Error(
      'useSiteData() is for components on a doc page, which provides the facts (src/lib/remark/pageFacts). ' +
        'Outside a page (header, error screens), import the fact module from src/data instead.',
    );
  }
  return data;
}
