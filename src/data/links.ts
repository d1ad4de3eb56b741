/**
 * Every external address the site shows, defined once.
 *
 * The exchange's own addresses are not public yet: they default to clearly
 * named placeholders on the reserved `.example` domain and are overridden at
 * build time by environment variables (`SX_LINK_APP=https://… npm run build`).
 * The build prints every placeholder still in use. Sonic's public RPC and
 * explorer are real values from ./chain.
 */
import {chain} from './chain';
import {isPlaceholder} from './marks';

export {isPlaceholder};

export interface LinkDef {
  /** What the link is, as shown to readers in lists of official links. */
  readonly label: string;
  /** Default address; `.example` hosts are placeholders. */
  readonly url: string;
  /** Environment variable that overrides the default at build time. */
  readonly env: string;
  readonly kind: 'app' | 'web' | 'social' | 'chat' | 'code' | 'chain' | 'email';
}

export const linkDefs = {
  app: {label: 'Exchange app', url: 'https://app.sx-exchange.example', env: 'SX_LINK_APP', kind: 'app'},
  website: {label: 'Project website', url: 'https://sx-exchange.example', env: 'SX_LINK_WEBSITE', kind: 'web'},
  docs: {label: 'Documentation (this site)', url: 'https://docs.sx-exchange.example', env: 'SX_LINK_DOCS', kind: 'web'},
  launchpad: {label: 'Launchpad', url: 'https://launch.sx-exchange.example', env: 'SX_LINK_LAUNCHPAD', kind: 'app'},
  repository: {
    label: 'Code repository',
    url: 'https://code.sx-exchange.example/sx-exchange',
    env: 'SX_LINK_REPOSITORY',
    kind: 'code',
  },
  docsRepository: {
    label: 'Documentation source',
    url: 'https://code.sx-exchange.example/sx-exchange/docs',
    env: 'SX_LINK_DOCS_REPOSITORY',
    kind: 'code',
  },
  x: {label: 'X (Twitter)', url: 'https://x.sx-exchange.example', env: 'SX_LINK_X', kind: 'social'},
  telegram: {
    label: 'Telegram community chat',
    url: 'https://telegram.sx-exchange.example',
    env: 'SX_LINK_TELEGRAM',
    kind: 'chat',
  },
  telegramAnnouncements: {
    label: 'Telegram announcements',
    url: 'https://announcements.sx-exchange.example',
    env: 'SX_LINK_TELEGRAM_ANNOUNCEMENTS',
    kind: 'chat',
  },
  discord: {label: 'Discord', url: 'https://discord.sx-exchange.example', env: 'SX_LINK_DISCORD', kind: 'chat'},
  blog: {label: 'Blog', url: 'https://blog.sx-exchange.example', env: 'SX_LINK_BLOG', kind: 'social'},
  supportEmail: {
    label: 'Support e-mail',
    url: 'mailto:support@sx-exchange.example',
    env: 'SX_LINK_SUPPORT_EMAIL',
    kind: 'email',
  },
  securityEmail: {
    label: 'Security e-mail (bug reports)',
    url: 'mailto:security@sx-exchange.example',
    env: 'SX_LINK_SECURITY_EMAIL',
    kind: 'email',
  },
  privacyEmail: {
    label: 'Privacy e-mail',
    url: 'mailto:privacy@sx-exchange.example',
    env: 'SX_LINK_PRIVACY_EMAIL',
    kind: 'email',
  },
  rpc: {label: 'Sonic public RPC endpoint', url: chain.rpcUrl, env: 'SX_LINK_RPC', kind: 'chain'},
  explorer: {label: 'Sonic block explorer', url: chain.explorerUrl, env: 'SX_LINK_EXPLORER', kind: 'chain'},
} as const satisfies Record<string, LinkDef>;

export type LinkId = keyof typeof linkDefs;
export type Links = Record<LinkId, string>;

export const linkIds = Object.keys(linkDefs) as LinkId[];

/** The project's own addresses: every link but the chain's (Sonic's RPC and explorer). */
export const ownLinkIds: readonly LinkId[] = linkIds.filter((id) => linkDefs[id].kind !== 'chain');

/**
 * How running text names a link, from its label: "the support e-mail" for an
 * e-mail address (its label lower-cased, without a parenthesis), else the label.
 */
export function linkName(id: LinkId): string {
  const def: LinkDef = linkDefs[id];
  const label = def.label.replace(/\s*\(.*?\)/g, '');
  return def.kind === 'email' ? `the ${label.toLowerCase()}` : label;
}

/** What the official links table says in place of an address not published yet. */
export const notPublishedYet = 'Not published yet';

/** A link's label without its lower-case aside: "Documentation", "Security e-mail", "X (Twitter)". */
export function linkShortLabel(id: LinkId): string {
  const def: LinkDef = linkDefs[id];
  return def.label.replace(/\s*\([a-z].*?\)/g, '');
}

/** How a page's "not set yet" notice names an unpublished address: "Support e-mail", "Discord address". */
export function linkNoticeLabel(id: LinkId): string {
  return linkDefs[id].kind === 'email' ? linkShortLabel(id) : `${linkShortLabel(id)} address`;
}

/**
 * Resolves every link: an environment override when set and valid, else the
 * default. Throws on an override that is not an https: (or mailto:) URL, so a
 * typo fails the build instead of shipping.
 */
export function resolveLinks(env: Record<string, string | undefined> = {}): Links {
  const out = {} as Links;
  for (const id of linkIds) {
    const def: LinkDef = linkDefs[id];
    const override = env[def.env]?.trim();
    if (override) {
      const protocol = def.kind === 'email' ? 'mailto:' : 'https:';
      let ok = false;
      try {
        ok = new URL(override).protocol === protocol;
      } catch {
        ok = false;
      }
      if (!ok) {
        throw new Error(`${def.env}="${override}" is not a valid ${protocol} URL.`);
      }
      out[id] = override;
    } else {
      out[id] = def.url;
    }
  }
  return out;
}

/** Links still pointing at placeholders, for the build's warning. */
export function placeholdersInUse(links: Links): LinkId[] {
  return linkIds.filter((id) => isPlaceholder(links[id]));
}

/** Hosts a page may link to: the exchange's own and the chain's. */
export function allowedHosts(links: Links): string[] {
  const hosts = new Set<string>();
  for (const id of linkIds) {
    const u = new URL(links[id]);
    if (u.protocol === 'https:') {
      hosts.add(u.hostname);
    }
  }
  return [...hosts].sort();
}
