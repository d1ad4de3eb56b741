/**
 * The routes in reading order (the spec's sixteen, in its order, plus any added). `sidebars.ts` builds the sidebar (and so
 * previous/next) from this list; the not-found screen lists it for readers.
 */
export interface PageDef {
  /** The spec's active-section key. */
  readonly key: string;
  /** Doc id = file name in docs/ without extension. */
  readonly id: string;
  readonly path: string;
  /** Sidebar label. */
  readonly label: string;
  /** Key of the page whose sidebar section this one is nested in. */
  readonly parent?: string;
  /** Sidebar group (a heading with no page of its own) a top-level page sits in; groups follow every other section. */
  readonly group?: string;
}

export const pages: readonly PageDef[] = [
  {key: 'root', id: 'index', path: '/', label: 'Introduction'},
  {key: 'get-started', id: 'get-started', path: '/get-started', label: 'Get Started'},
  {key: 'audits-links', id: 'audits-links', path: '/audits-links', label: 'Audits & Links'},
  {key: 'roadmap', id: 'roadmap', path: '/roadmap', label: 'Roadmap'},
  {key: 'products', id: 'products', path: '/products', label: 'Products'},
  {key: 'user-guide', id: 'user-guide', path: '/user-guide', label: 'User Guide'},
  {key: 'governance', id: 'governance', path: '/governance', label: 'Governance'},
  {key: 'tokenomics', id: 'tokenomics', path: '/tokenomics', label: 'Tokenomics'},
  {key: 'partnership', id: 'partnership', path: '/partnership', label: 'Partnership'},
  {key: 'community-links', id: 'community-links', path: '/community-links', label: 'Community & Links'},
  {key: 'bugbounty', id: 'bugbounty', path: '/bugbounty', label: 'Bug Bounty'},
  {key: 'support', id: 'support', path: '/support', label: 'Support'},
  {key: 'general-info', id: 'general-info', path: '/general-info', label: 'General Info'},
  {key: 'terms-of-use', id: 'terms-of-use', path: '/terms-of-use', label: 'Terms of Use', parent: 'general-info'},
  {
    key: 'privacy-policy',
    id: 'privacy-policy',
    path: '/privacy-policy',
    label: 'Privacy Policy',
    parent: 'general-info',
  },
  {key: 'faq', id: 'faq', path: '/faq', label: 'FAQ', parent: 'general-info'},
  {key: 'changes', id: 'changes', path: '/changes', label: 'What Changed', group: 'For Developers'},
  {
    key: 'integrators',
    id: 'integrators',
    path: '/integrators',
    label: 'Facts for Programs',
    group: 'For Developers',
  },
];
