/**
 * The theme's content frame (the `.markdown` block and the MDX components)
 * with what the page's components read: the facts of the version being read
 * and the page's glossary scope. A chunk loaded with the first page the
 * browser renders (./pageBody.tsx); the page shown at load keeps its HTML.
 */
import {useContext, type ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type {Props} from '@theme/DocItem/Content';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {SiteDataProvider, useSiteData} from '@site/src/data/context';
import {GlossaryScope} from '@site/src/components/Glossary';
import {FrozenSiteData} from './frozenSiteData';

export default function ContentFrame(props: Props): ReactNode {
  const today = useSiteData();
  const frozen = useContext(FrozenSiteData);
  const {metadata} = useDoc();
  // Each page defines a glossary term once, at its first <Term> (keyed: a new page, a new scope).
  const page = (
    <GlossaryScope key={metadata.permalink}>
      <Content {...props} />
    </GlossaryScope>
  );
  // Facts the snapshot has win; only facts added after the release (which
  // the old pages never showed) fall back to today's, so newer components still render.
  return frozen ? <SiteDataProvider value={{...today, ...frozen}}>{page}</SiteDataProvider> : page;
}
