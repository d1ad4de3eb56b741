// Wrapped (not ejected): the core renders the site's head tags (canonical URL, og:url, hreflang)
// outside the page change, so a click re-rendered them, and rewrote the head, before the next page
// had even loaded. Here they follow the page on screen, once it is painted, like its own tags.
import {memo, type ReactNode} from 'react';
import SiteMetadata from '@theme-original/SiteMetadata';
import {useLocation} from '@docusaurus/router';
import ShownLocation, {useShownPage} from '@site/src/plugins/page-change/ShownLocation';

const Metadata = memo(SiteMetadata);

export default function SiteMetadataWrapper(): ReactNode {
  // The page on screen, published once it is painted (src/plugins/page-change/PendingNavigation.js).
  const page = useShownPage(useLocation());
  return (
    <ShownLocation location={page}>
      <Metadata />
    </ShownLocation>
  );
}
