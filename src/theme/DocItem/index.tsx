// Wraps DocItem (not ejected) so a page of a released version renders with the
// facts frozen on release day: its MDX exports `siteData` (a snapshot in
// versioned_data/, written by npm run release), which the content frame
// (src/lib/client/ContentFrame.tsx) provides to components through useSiteData().
import type {ReactNode} from 'react';
import DocItem from '@theme-original/DocItem';
import type DocItemType from '@theme/DocItem';
import type {WrapperProps} from '@docusaurus/types';
import type {SiteData} from '@site/src/data/context';
import {FrozenSiteData} from '@site/src/lib/client/frozenSiteData';

type Props = WrapperProps<typeof DocItemType>;

export default function DocItemWrapper(props: Props): ReactNode {
  // Docusaurus copies a page module's named exports onto `content`.
  const frozen = (props.content as {siteData?: Partial<SiteData>}).siteData;
  if (!frozen) {
    return <DocItem {...props} />;
  }
  return (
    <FrozenSiteData.Provider value={frozen}>
      <DocItem {...props} />
    </FrozenSiteData.Provider>
  );
}
