/**
 * Local Docusaurus plugin: after the build, writes a Markdown copy of every
 * built doc page, released versions included (/tokenomics → /tokenomics.md,
 * /1.0/faq → /1.0/faq.md, / → /index.md), converted from the built article
 * through unified (src/lib/markdown/toMarkdown.ts) — so constants, tables and
 * links are exactly as rendered — plus llms.txt (an index of the current
 * pages and the whitepaper PDF, https://llmstxt.org) and llms-full.txt (the
 * current pages in reading order) at the site root.
 */
import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {brand} from '../../data/ui';
import {isPlaceholder} from '../../data/links';
import {elementToMarkdown} from '../../lib/markdown/toMarkdown';
import {markdownFileFor, whitepaperPdfFile} from '../../lib/markdown/paths';
import {absoluteUrl, builtDocPages, writingBuiltFiles} from '../builtPages';
import {factsSection} from '../facts/llms';

export default function llmsPlugin(context: LoadContext): Plugin {
  return {
    name: 'llms-txt',
    // Its Markdown twins are hashed into integrity.json (src/plugins/facts).
    postBuild({outDir, routesPaths}) {
      return writingBuiltFiles(async () => {
        const {siteConfig} = context;
        const index: string[] = [];
        const full: string[] = [];
        const built = await builtDocPages(outDir, routesPaths);
        for (const page of built) {
          const url = absoluteUrl(siteConfig, page.route);
          // While the site's own address is a placeholder, its links are root-relative (no dead absolute links).
          const body = await elementToMarkdown(page.article, url, {rootRelative: isPlaceholder(siteConfig.url)});
          // "# Title" first, then where the page lives, once the site's own address is set (not `.example`).
          const markdown = isPlaceholder(siteConfig.url) ? body : body.replace(/^(# .*\n)/, `$1\nSource: <${url}>\n`);
          const file = path.join(outDir, markdownFileFor(page.route));
          await mkdir(path.dirname(file), {recursive: true});
          await writeFile(file, markdown);
          if (page.version === '') {
            index.push(
              `- [${page.title}](${absoluteUrl(siteConfig, `/${markdownFileFor(page.route)}`)}): ${page.description}`,
            );
            full.push(markdown.trim());
          }
        }
        const note = isPlaceholder(siteConfig.url)
          ? '\nThe addresses on `.example` below are placeholders: the project has not published them yet.\n'
          : '';
        const head = `# ${brand.docsTitle}\n\n> ${brand.tagline}. The documentation and whitepaper of ${brand.name}.\n${note}`;
        const llms = [
          head,
          `Each page is also available as Markdown (the links below); ${absoluteUrl(siteConfig, '/llms-full.txt')} has all of them in one file.\n`,
          `## Pages\n\n${index.join('\n')}\n`,
          `## Whitepaper\n\n- [${brand.name} Whitepaper (PDF)](${absoluteUrl(siteConfig, `/${whitepaperPdfFile}`)})\n\nAll pages in one document, with contents and page numbers.\n`,
          factsSection((file) => absoluteUrl(siteConfig, `/${file}`)),
        ].join('\n');
        await writeFile(path.join(outDir, 'llms.txt'), llms);
        await writeFile(path.join(outDir, 'llms-full.txt'), `${head}\n${full.join('\n\n---\n\n')}\n`);
        console.log(`[llms-txt] llms.txt, llms-full.txt and ${built.length} Markdown pages`);
      });
    },
  };
}
