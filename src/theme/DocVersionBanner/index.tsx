// Wrapped so the banner of a released version's pages (and the version
// suggestions it reads) loads with those pages only, in a chunk of its own:
// the current docs, which show no banner, do not carry it in main.js.
import {lazy, Suspense, type ReactNode} from 'react';
import {useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import type {Props} from '@theme/DocVersionBanner';

const Banner = lazy(() => import(/* webpackChunkName: "version-banner" */ '@theme-original/DocVersionBanner'));

export default function DocVersionBannerWrapper(props: Props): ReactNode {
  return useDocsVersion().banner ? (
    <Suspense fallback={null}>
      <Banner {...props} />
    </Suspense>
  ) : null;
}
