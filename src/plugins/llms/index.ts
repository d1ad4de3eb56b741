/**
 * Local Docusaurus plugin: after the build, writes a Markdown copy of every
 * page (/tokenomics.md, /index.md for the introduction) converted from the
 * built article — so constants, tables and links are exactly as rendered —
 * plus llms.txt (an index of the pages, https://llmstxt.org) and
 * llms-full.txt (all pages in reading order) at the site root.
 */
import {readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {pages} from '../../data/pages';
import {brand} from '../../data/ui';
import {articleToMarkdown} from '../../lib/markdown/htmlToMarkdown';
import {markdownFileFor} from '../../lib/markdown/paths';
import {pageMeta} from '../social-cards';
import {absoluteUrl, htmlFileFor} from '../builtPages';

export default function llmsPlugin(context: LoadContext): Plugin {
  return {
    name: 'llms-txt',
    async postBuild({outDir}) {
      const {siteConfig} = context;
      const index: string[] = [];
      const full: string[] = [];
      for (const page of pages) {
        const url = absoluteUrl(siteConfig, page.path);
        const html = await readFile(htmlFileFor(outDir, page.path), 'utf8');
        const body = articleToMarkdown(html, {pageUrl: url});
        // "# Title" first, then where the page lives.
        const markdown = body.replace(/^(# .*\n)/, `$1\nSource: <${url}>\n`);
        const file = markdownFileFor(page.path);
        await writeFile(path.join(outDir, file), markdown);
        const {title, description} = await pageMeta(context.siteDir, page);
        index.push(`- [${title}](${absoluteUrl(siteConfig, `/${file}`)}): ${description}`);
        full.push(markdown.trim());
      }
      const head = `# ${brand.docsTitle}\n\n> ${brand.tagline}. The documentation and whitepaper of ${brand.name}.\n`;
      const llms = [
        head,
        `Each page is also available as Markdown (the links below); ${absoluteUrl(siteConfig, '/llms-full.txt')} has all of them in one file.\n`,
        `## Pages\n\n${index.join('\n')}\n`,
      ].join('\n');
      await writeFile(path.join(outDir, 'llms.txt'), llms);
      await writeFile(path.join(outDir, 'llms-full.txt'), `${head}\n${full.join('\n\n---\n\n')}\n`);
      console.log(`[llms-txt] llms.txt, llms-full.txt and ${pages.length} Markdown pages`);
    },
  };
}
