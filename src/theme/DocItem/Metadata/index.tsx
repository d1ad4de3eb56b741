// Wraps the doc metadata to add the page's social card (og:image, twitter:image,
// a PNG made by src/plugins/social-cards) with its type, size and alt text, and
// the Twitter title and description. Title, description and canonical URL stay the theme's.
// On a page change, the head tags follow once the page's first screen is painted (shownAfterPageChange).
import type {ReactNode} from 'react';
import {shownAfterPageChange} from '@site/src/lib/client/afterNextPaint';
import Metadata from '@theme-original/DocItem/Metadata';
import Head from '@docusaurus/Head';
import {PageMetadata} from '@docusaurus/theme-common';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {usePluginData} from '@docusaurus/useGlobalData';
import {cardFileFor} from '@site/src/lib/markdown/paths';
import type {SocialCardsData} from '@site/src/plugins/social-cards';

function MetadataWrapper(): ReactNode {
  const {metadata, frontMatter} = useDoc();
  const {siteConfig} = useDocusaurusContext();
  const cards = usePluginData('social-cards') as SocialCardsData;
  const route = metadata.permalink.slice(siteConfig.baseUrl.length - 1);
  const image = frontMatter.image ?? `/${cardFileFor(route)}`;
  return (
    <>
      <Metadata />
      <PageMetadata image={image} />
      <Head>
        <meta property="og:type" content="article" />
        <meta property="og:image:type" content={cards.type} />
        <meta property="og:image:width" content={String(cards.width)} />
        <meta property="og:image:height" content={String(cards.height)} />
        <meta property="og:image:alt" content={metadata.title} />
        <meta name="twitter:title" content={metadata.title} />
        <meta name="twitter:description" content={metadata.description} />
        <meta name="twitter:image:alt" content={metadata.title} />
      </Head>
    </>
  );
}

export default shownAfterPageChange(MetadataWrapper);
