// Wrapped (not ejected): the core renders the site's head tags (canonical URL, og:url, hreflang)
// outside the page change, so a click re-rendered them, and rewrote the head, before the next page
// had even loaded. Here they follow the page on screen, once it is painted, like its own tags.
import {memo, type ReactNode} from 'react';
import SiteMetadata from '@theme-original/SiteMetadata';
import {useLocation} from '@docusaurus/router';
import LocationAfterPaint from '@site/src/lib/client/LocationAfterPaint';
import {useShownPage} from '@site/src/plugins/page-change/ShownLocation';

const Metadata = memo(SiteMetadata);

export default function SiteMetadataWrapper(): ReactNode {
  const page = useShownPage(useLocation());
  return <LocationAfterPaint location={page}>{() => <Metadata />}</LocationAfterPaint>;
}
