/**
 * Local Docusaurus plugin: after the build, writes robots.txt (pointing at the
 * preset's sitemap.xml, with the site URL from the config) and adds the
 * FAQPage JSON-LD to /faq, built from the rendered questions (the FAQ's `###`
 * headings) and their answers, so every constant is resolved. The raster logo
 * (PNG) and /favicon.ico are drawn from the brand mark. Organization,
 * WebSite (docusaurus.config.ts headTags) and BreadcrumbList (DocBreadcrumbs/StructuredData)
 * are rendered with the pages.
 */
import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {pages} from '../../data/pages';
import {extractFaq} from '../../lib/markdown/toMarkdown';
import {logoPngFile} from '../../lib/markdown/paths';
import {readBrandMark} from '../../lib/seo/brandMark';
import {faviconSizes, icoFromPngs, logoSize, pngFromSvg} from '../../lib/seo/icons';
import {faqPage, jsonLd} from '../../lib/seo/structuredData';
import {absoluteUrl, editBuiltFile, htmlFileFor} from '../builtPages';

export function robotsTxt(sitemapUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${sitemapUrl}\n`;
}

export default function seoPlugin(context: LoadContext): Plugin {
  return {
    name: 'seo',
    async postBuild({outDir}) {
      const {siteConfig} = context;
      await writeFile(path.join(outDir, 'robots.txt'), robotsTxt(absoluteUrl(siteConfig, '/sitemap.xml')));

      // Raster icons from the brand mark: the JSON-LD logo and /favicon.ico.
      const mark = readBrandMark(context.siteDir);
      await mkdir(path.dirname(path.join(outDir, logoPngFile)), {recursive: true});
      await writeFile(path.join(outDir, logoPngFile), pngFromSvg(mark, logoSize));
      const ico = icoFromPngs(faviconSizes.map((size) => ({size, png: pngFromSvg(mark, size)})));
      await writeFile(path.join(outDir, 'favicon.ico'), ico);

      const faq = pages.find((p) => p.key === 'faq');
      if (faq) {
        const file = htmlFileFor(outDir, faq.path);
        let entries: ReturnType<typeof extractFaq> = [];
        await editBuiltFile(file, (html) => {
          entries = extractFaq(html);
          if (entries.length === 0 || html.includes('"FAQPage"')) {
            return html;
          }
          const script = `<script type="application/ld+json">${jsonLd(faqPage(entries))}</script>`;
          return html.replace('</head>', `${script}</head>`);
        });
        console.log(`[seo] robots.txt; FAQPage JSON-LD with ${entries.length} questions on ${faq.path}`);
      }
    },
  };
}
