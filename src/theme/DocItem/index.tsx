// Wraps DocItem (not ejected) so a page of a released version renders with the
// facts frozen on release day: its MDX exports `siteData` (a snapshot in
// versioned_data/, written by npm run release), which components read through useSiteData().
import type {ReactNode} from 'react';
import DocItem from '@theme-original/DocItem';
import type DocItemType from '@theme/DocItem';
import type {WrapperProps} from '@docusaurus/types';
import {SiteDataProvider, useSiteData, type SiteData} from '@site/src/data/context';
import {GlossaryScope} from '@site/src/components/Glossary';

type Props = WrapperProps<typeof DocItemType>;

export default function DocItemWrapper(props: Props): ReactNode {
  const today = useSiteData();
  // Docusaurus copies a page module's named exports onto `content`.
  const frozen = (props.content as {siteData?: Partial<SiteData>}).siteData;
  // Each page defines a glossary term once, at its first <Term> (keyed: a new page, a new scope).
  const page = (
    <GlossaryScope key={props.content.metadata.permalink}>
      <DocItem {...props} />
    </GlossaryScope>
  );
  if (!frozen) {
    return page;
  }
  // Facts the snapshot has win; only facts added after the release (which
  // the old pages never showed) fall back to today's, so newer components still render.
  return <SiteDataProvider value={{...today, ...frozen}}>{page}</SiteDataProvider>;
}
