/**
 * Local Docusaurus plugin: after the build, writes one social card per page
 * (img/social/<doc id>.svg, 1200×630) from the page's front matter title and
 * description. src/theme/DocItem/Metadata points og:image/twitter:image at it.
 *
 * Most social networks want PNG, not SVG. When the optional package
 * @resvg/resvg-js is installed the plugin also renders <id>.png and the pages
 * point at the PNG; without it they point at the SVG. Nothing is fetched.
 */
import {mkdir, readFile, writeFile} from 'node:fs/promises';
import {createRequire} from 'node:module';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {DEFAULT_PARSE_FRONT_MATTER} from '@docusaurus/utils';
import {pages, type PageDef} from '../../data/pages';
import {brand} from '../../data/ui';
import {cardSize, socialCardSvg} from './card';

export const socialDir = 'img/social';

export interface SocialCardsData {
  /** Folder under baseUrl, no slashes around it. */
  readonly dir: string;
  readonly ext: 'png' | 'svg';
  readonly width: number;
  readonly height: number;
}

interface Resvg {
  new (svg: string, options?: object): {render(): {asPng(): Uint8Array}};
}

function loadResvg(siteDir: string): Resvg | undefined {
  try {
    const req = createRequire(path.join(siteDir, 'package.json'));
    const name = '@resvg/resvg-js';
    return (req(name) as {Resvg: Resvg}).Resvg;
  } catch {
    return undefined;
  }
}

/** Title and description from the page's front matter. */
export async function pageMeta(siteDir: string, page: PageDef): Promise<{title: string; description: string}> {
  const filePath = path.join(siteDir, 'docs', `${page.id}.mdx`);
  const fileContent = await readFile(filePath, 'utf8');
  const {frontMatter} = await DEFAULT_PARSE_FRONT_MATTER({filePath, fileContent});
  const title = typeof frontMatter.title === 'string' ? frontMatter.title : page.label;
  const description = typeof frontMatter.description === 'string' ? frontMatter.description : '';
  return {title, description};
}

export default function socialCardsPlugin(context: LoadContext): Plugin<SocialCardsData> {
  const resvg = loadResvg(context.siteDir);
  return {
    name: 'social-cards',
    async loadContent() {
      return {dir: socialDir, ext: resvg ? 'png' : 'svg', ...cardSize};
    },
    async contentLoaded({content, actions}) {
      actions.setGlobalData(content);
    },
    async postBuild({outDir, siteConfig}) {
      const dir = path.join(outDir, socialDir);
      await mkdir(dir, {recursive: true});
      const host = new URL(siteConfig.baseUrl, siteConfig.url).href.replace(/^https?:\/\//, '').replace(/\/$/, '');
      for (const page of pages) {
        const {title, description} = await pageMeta(context.siteDir, page);
        const parent = pages.find((p) => p.key === page.parent);
        const svg = socialCardSvg({
          title,
          description,
          eyebrow: parent ? parent.label : 'Documentation',
          host,
          brand: brand.docsTitle,
        });
        await writeFile(path.join(dir, `${page.id}.svg`), svg);
        if (resvg) {
          const png = new resvg(svg, {fitTo: {mode: 'width', value: cardSize.width}}).render().asPng();
          await writeFile(path.join(dir, `${page.id}.png`), png);
        }
      }
      console.log(`[social-cards] ${pages.length} cards in ${socialDir}/ (${resvg ? 'SVG + PNG' : 'SVG'})`);
    },
  };
}
