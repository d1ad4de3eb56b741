/**
 * The facts a page renders. Current pages read today's `src/data`; a page of
 * a released version provides its own frozen snapshot (see CONTRIBUTING ›
 * Cut a release), so components must read facts through `useSiteData()`,
 * never by importing a data module directly.
 */
import {createContext, useContext, type ReactNode} from 'react';
import * as current from './all';

export type SiteData = typeof current;

const SiteDataContext = createContext<SiteData>(current);

export function SiteDataProvider({value, children}: {value: SiteData; children: ReactNode}): ReactNode {
  return <SiteDataContext.Provider value={value}>{children}</SiteDataContext.Provider>;
}

/** The facts of the version being read (today's outside a released version). */
export function useSiteData(): SiteData {
  return useContext(SiteDataContext);
}
