/**
 * Schema.org structured data (JSON-LD) for the site. Pure functions over
 * src/data, so the output is deterministic (the hardening plugin hashes the
 * built HTML; JSON-LD is data, never executed).
 */
import type {Links} from '../../data/links';

type Json = Record<string, unknown>;

/** `<script type="application/ld+json">` body, safe inside HTML. */
export function jsonLd(data: Json): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** The organisation behind the exchange, with its official channels. */
export function organization(links: Links, name: string, logoUrl: string): Json {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name,
    url: links.website,
    logo: logoUrl,
    sameAs: [links.x, links.telegram, links.discord, links.blog, links.repository],
  };
}

export function webSite(name: string, siteUrl: string, description: string): Json {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name,
    url: siteUrl,
    description,
    inLanguage: 'en',
  };
}

export interface FaqEntry {
  readonly question: string;
  readonly answer: string;
}

export function faqPage(entries: readonly FaqEntry[]): Json {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: entries.map((e) => ({
      '@type': 'Question',
      name: e.question,
      acceptedAnswer: {'@type': 'Answer', text: e.answer},
    })),
  };
}

/** schema.org BreadcrumbList from a trail of named absolute URLs (home first). */
export function breadcrumbList(trail: readonly {name: string; url: string}[]): Json {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((c, i) => ({'@type': 'ListItem', position: i + 1, name: c.name, item: c.url})),
  };
}
