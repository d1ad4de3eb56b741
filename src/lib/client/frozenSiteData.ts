/**
 * A released page's frozen facts (its module's `siteData` export), handed
 * from the DocItem wrapper to the content frame (./ContentFrame.tsx), which
 * provides them to the page's components (useSiteData). A context of its own
 * so that the page frame in main.js imports none of the data modules.
 */
import {createContext} from 'react';
import type {SiteData} from '@site/src/data/context';

export const FrozenSiteData = createContext<Partial<SiteData> | undefined>(undefined);
