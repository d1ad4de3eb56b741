/**
 * Local Docusaurus plugin: after the build, writes one social card per built
 * doc page, released versions included (img/social/<route>.png, 1200×630)
 * from the page's title, description and section. src/theme/DocItem/Metadata
 * points og:image/twitter:image at it (cardFileFor, src/lib/markdown/paths).
 *
 * Cards are cached by content (node_modules/.cache/sx-cards/<hash>.png, the
 * hash of the card's input and renderer): a warm build copies unchanged cards
 * instead of drawing them again.
 */
import {copyFile, mkdir, rename, stat, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {pages} from '../../data/pages';
import {brand} from '../../data/ui';
import {cardFileFor} from '../../lib/markdown/paths';
import {builtDocPages, type BuiltDocPage} from '../builtPages';
import {cardKey, cardSize, socialCardPng} from './card';

export interface SocialCardsData {
  readonly type: 'image/png';
  readonly width: number;
  readonly height: number;
}

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

export default function socialCardsPlugin(context: LoadContext): Plugin<SocialCardsData> {
  const cacheDir = path.join(context.siteDir, 'node_modules', '.cache', 'sx-cards');
  return {
    name: 'social-cards',
    async loadContent() {
      return {type: 'image/png', ...cardSize};
    },
    async contentLoaded({content, actions}) {
      actions.setGlobalData(content);
    },
    async postBuild({outDir, siteConfig, routesPaths}) {
      const host = new URL(siteConfig.baseUrl, siteConfig.url).href.replace(/^https?:\/\//, '').replace(/\/$/, '');
      const built = await builtDocPages(outDir, routesPaths);
      const {drawn, ms} = await writeCards(built, outDir, {cacheDir, host});
      console.log(
        `[social-cards] ${built.length} PNG cards (${drawn} drawn, ${built.length - drawn} from cache) in ${Math.round(ms)} ms`,
      );
    },
  };
}

/** Writes the card of each page under `outDir` (drawn, or copied from `cacheDir` when unchanged); bench/cards.mjs times it. */
export async function writeCards(
  built: readonly BuiltDocPage[],
  outDir: string,
  {cacheDir, host}: {cacheDir: string; host: string},
): Promise<{drawn: number; ms: number}> {
  await mkdir(cacheDir, {recursive: true});
  const started = performance.now();
  let drawn = 0;
  for (const page of built) {
    const parent = pages.find((p) => p.key === page.page.parent);
    const section = parent ? parent.label : 'Documentation';
    const input = {
      title: page.title,
      description: page.description,
      eyebrow: page.version ? `${section} · v${page.version}` : section,
      host,
      brand: brand.docsTitle,
    };
    const cached = path.join(cacheDir, `${cardKey(input)}.png`);
    if (!(await exists(cached))) {
      // Written aside and renamed into place: a build running beside this one never copies half a card.
      const partial = `${cached}.${process.pid}.part`;
      await writeFile(partial, await socialCardPng(input));
      await rename(partial, cached);
      drawn++;
    }
    const target = path.join(outDir, cardFileFor(page.route));
    await mkdir(path.dirname(target), {recursive: true});
    await copyFile(cached, target);
  }
  return {drawn, ms: performance.now() - started};
}
