/**
 * Planted faults for `npm run test:mutants`. Each finds its target by a
 * pattern, so it keeps working while the code around it moves; if the pattern
 * is gone, the run reports "could not be applied" instead of a false result.
 */
import {fees} from '../../src/data/fees';
import {percentFromBps} from '../../src/data/format';

export interface Fault {
  readonly name: string;
  readonly file: string;
  /** Returns the changed text, or undefined when the target is not found. */
  readonly apply: (text: string) => string | undefined;
}

/** Replaces the first match of `pattern`; undefined when there is none. */
const replace =
  (pattern: RegExp, by: string | ((...m: string[]) => string)) =>
  (text: string): string | undefined =>
    pattern.test(text) ? text.replace(pattern, by as string) : undefined;

/** Appends a paragraph to a page. */
const append = (paragraph: string) => (text: string) => `${text.trimEnd()}\n\n${paragraph}\n`;

export const faults: readonly Fault[] = [
  {
    name: 'remove a heading id that is linked (#sonicblockchain)',
    file: 'docs/general-info.mdx',
    apply: replace(/^(## [^\n]*?) \{\/\* #sonicblockchain \*\/\}$/m, '$1'),
  },
  {
    name: 'break a CSP script hash',
    file: 'src/plugins/security-headers/headers.ts',
    apply: replace(/\.update\(body, 'utf8'\)/, ".update(`${body} `, 'utf8')"),
  },
  {
    name: 'drop a page from the page list (/roadmap)',
    file: 'src/data/pages.ts',
    apply: replace(/^\s*\{key: 'roadmap'[^\n]*\},\n/m, ''),
  },
  {
    name: 'make the swap fee split not sum',
    file: 'src/data/fees.ts',
    apply: replace(/liquidityProvidersBps: (\d+)/, (_m, n = '0') => `liquidityProvidersBps: ${Number(n) + 1}`),
  },
  {
    name: 'serve the 404 page with status 200 (static server)',
    file: 'scripts/serve.mjs',
    apply: replace(
      /^(\s*)handler\(req, res, \{/m,
      '$1const writeHead = res.writeHead.bind(res);\n$1res.writeHead = (status, ...rest) => writeHead(status === 404 ? 200 : status, ...rest);\n$1handler(req, res, {',
    ),
  },
  {
    name: 'serve the 404 page with status 200 (nginx)',
    file: 'deploy/nginx.conf',
    apply: replace(/error_page 404 \/404\.html;/, 'error_page 404 =200 /404.html;'),
  },
  {
    name: 'make search return nothing',
    file: 'src/lib/search/engine.ts',
    // The search entry point analyses the query first; an empty analysis returns nothing.
    apply: replace(/const a = analyse\(index, query\);/, "const a = analyse(index, '');"),
  },
  {
    name: 'remove the 70 px anchor offset',
    file: 'src/css/custom.css',
    apply: replace(/--site-anchor-offset: \d+px;/, '--site-anchor-offset: 0px;'),
  },
  {
    name: 'break the previous/next order (/roadmap → /faq)',
    file: 'docs/roadmap.mdx',
    apply: replace(/^---\n/, '---\npagination_next: faq\n'),
  },
  {
    name: 'load a third-party URL (an image on /support)',
    file: 'docs/support.mdx',
    apply: append('<img src="https://cdn.example.com/pixel.png" alt="" width="1" height="1" />'),
  },
  {
    name: 'reintroduce a typed number (the swap fee on /tokenomics)',
    file: 'docs/tokenomics.mdx',
    apply: append(`Every swap costs ${percentFromBps(fees.swap.totalBps)}.`),
  },
];
