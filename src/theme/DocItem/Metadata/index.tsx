// Wraps the doc metadata to add the page's social card (og:image, twitter:image)
// with its size and alt text. Title, description, canonical URL and the BreadcrumbList
// JSON-LD (DocBreadcrumbs) stay the theme's.
import type {ReactNode} from 'react';
import Metadata from '@theme-original/DocItem/Metadata';
import Head from '@docusaurus/Head';
import {PageMetadata} from '@docusaurus/theme-common';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {usePluginData} from '@docusaurus/useGlobalData';
import type {SocialCardsData} from '@site/src/plugins/social-cards';

export default function MetadataWrapper(): ReactNode {
  const {metadata, frontMatter} = useDoc();
  const cards = usePluginData('social-cards') as SocialCardsData;
  const image = frontMatter.image ?? `/${cards.dir}/${metadata.id}.${cards.ext}`;
  return (
    <>
      <Metadata />
      <PageMetadata image={image} />
      <Head>
        <meta property="og:type" content="article" />
        <meta property="og:image:width" content={String(cards.width)} />
        <meta property="og:image:height" content={String(cards.height)} />
        <meta property="og:image:alt" content={metadata.title} />
        <meta name="twitter:image:alt" content={metadata.title} />
      </Head>
    </>
  );
}
