// Wraps DocItem (not ejected) so a page of a released version renders with the
// facts frozen on release day: its MDX exports `siteData` (a snapshot in
// versioned_data/, written by npm run release), which components read through useSiteData().
// It also writes the page's head as JSON for the page shown at load (src/lib/client/serverHtml).
import type {ReactNode} from 'react';
import DocItem from '@theme-original/DocItem';
import type DocItemType from '@theme/DocItem';
import type {WrapperProps} from '@docusaurus/types';
import {SiteDataProvider, useSiteData, type SiteData} from '@site/src/data/context';
import {GlossaryScope} from '@site/src/components/Glossary';
import {hydrating, pageHeadId, pageHeadJson} from '@site/src/lib/client/serverHtml';

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
    // Written by the server; hydration keeps the element as it is (its text is not compared).
    const head = typeof window === 'undefined' ? pageHeadJson(props.content) : hydrating() ? '' : null;
    return head === null ? (
      page
    ) : (
      <>
        {page}
        <script id={pageHeadId} type="application/json" dangerouslySetInnerHTML={{__html: head}} />
      </>
    );
  }
  // Facts the snapshot has win; only facts added after the release (which
  // the old pages never showed) fall back to today's, so newer components still render.
  return <SiteDataProvider value={{...today, ...frozen}}>{page}</SiteDataProvider>;
}
