/**
 * Local Docusaurus plugin: after the build, writes robots.txt (pointing at the
 * preset's sitemap.xml, with the site URL from the config) and adds the
 * FAQPage JSON-LD to /faq, built from the rendered questions (the FAQ's `###`
 * headings) and their answers, so every constant is resolved. Organization,
 * WebSite (docusaurus.config.ts headTags) and BreadcrumbList (DocItem/Metadata)
 * are rendered with the pages.
 */
import {readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {pages} from '../../data/pages';
import {extractFaq} from '../../lib/markdown/toMarkdown';
import {faqPage, jsonLd} from '../../lib/seo/structuredData';
import {absoluteUrl, htmlFileFor} from '../builtPages';

export function robotsTxt(sitemapUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${sitemapUrl}\n`;
}

export default function seoPlugin(context: LoadContext): Plugin {
  return {
    name: 'seo',
    async postBuild({outDir}) {
      const {siteConfig} = context;
      await writeFile(path.join(outDir, 'robots.txt'), robotsTxt(absoluteUrl(siteConfig, '/sitemap.xml')));

      const faq = pages.find((p) => p.key === 'faq');
      if (faq) {
        const file = htmlFileFor(outDir, faq.path);
        const html = await readFile(file, 'utf8');
        const entries = extractFaq(html);
        if (entries.length > 0 && !html.includes('"FAQPage"')) {
          const script = `<script type="application/ld+json">${jsonLd(faqPage(entries))}</script>`;
          await writeFile(file, html.replace('</head>', `${script}</head>`));
        }
        console.log(`[seo] robots.txt; FAQPage JSON-LD with ${entries.length} questions on ${faq.path}`);
      }
    },
  };
}
