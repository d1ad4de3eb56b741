/**
 * Planted faults for `npm run test:mutants`. Each finds its target by a
 * pattern, so it keeps working while the code around it moves; if the pattern
 * is gone, the run reports "could not be applied" instead of a false result.
 * Each names the tests that must catch it (`checks`, cheapest first) and the
 * build they read (`build`), so a run plants every fault in a few minutes;
 * `--full` runs the steps of `npm test` instead.
 */
import {fees} from '../../src/data/fees';
import {percentFromBps} from '../../src/data/format';

export interface Fault {
  readonly name: string;
  readonly file: string;
  /** Returns the changed text, or undefined when the target is not found. */
  readonly apply: (text: string) => string | undefined;
  /**
   * The build the checks read (BUILD_DIR): none; the unchanged site's, built once for every fault that
   * leaves the site as it is; or the fault's own, a build of the changed site (a failed build catches it).
   */
  readonly build: 'none' | 'unchanged' | 'own';
  /** Commands (as in package.json, run in the copy) of the tests that cover the fault, cheapest first. */
  readonly checks: readonly string[];
}

const unit = (name: string) => `node --import tsx --test test/unit/${name}.test.ts`;
const built = (name: string) => `node --import tsx --test test/built/${name}.test.ts`;
const e2e = (name: string) => `npx playwright test e2e/${name}.spec.ts --project=desktop`;

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
    build: 'own',
    checks: [built('pages')],
    apply: replace(/^(## [^\n]*?) \{\/\* #sonicblockchain \*\/\}$/m, '$1'),
  },
  {
    name: 'break a CSP script hash',
    file: 'src/plugins/security-headers/headers.ts',
    build: 'none',
    checks: [unit('security-headers')],
    apply: replace(/\.update\(body, 'utf8'\)/, ".update(`${body} `, 'utf8')"),
  },
  {
    name: 'drop a page from the page list (/roadmap)',
    file: 'src/data/pages.ts',
    build: 'none',
    checks: [unit('pages')],
    apply: replace(/^\s*\{key: 'roadmap'[^\n]*\},\n/m, ''),
  },
  {
    name: 'make the swap fee split not sum',
    file: 'src/data/fees.ts',
    build: 'none',
    checks: [unit('tokenomics')],
    apply: replace(/liquidityProvidersBps: (\d+)/, (_m, n = '0') => `liquidityProvidersBps: ${Number(n) + 1}`),
  },
  {
    name: 'serve the 404 page with status 200 (static server)',
    file: 'scripts/serve.mjs',
    build: 'unchanged',
    checks: [e2e('bad-urls')],
    apply: replace(
      /^(\s*)handler\(req, res, \{/m,
      '$1const writeHead = res.writeHead.bind(res);\n$1res.writeHead = (status, ...rest) => writeHead(status === 404 ? 200 : status, ...rest);\n$1handler(req, res, {',
    ),
  },
  {
    name: 'serve the 404 page with status 200 (nginx)',
    file: 'deploy/nginx.conf',
    build: 'none',
    checks: [unit('nginx')],
    apply: replace(/error_page 404 \/404\.html;/, 'error_page 404 =200 /404.html;'),
  },
  {
    name: 'make search return nothing',
    file: 'src/lib/search/engine.ts',
    // The search entry point analyses the query first; an empty analysis returns nothing.
    build: 'none',
    checks: [unit('search')],
    apply: replace(/const a = analyse\(index, query\);/, "const a = analyse(index, '');"),
  },
  {
    name: "stop indexing the sections' readers' questions",
    file: 'src/lib/search/engine.ts',
    build: 'none',
    checks: [unit('search-rank')],
    apply: replace(/fields: \['title', 'heading', 'text', 'asks'\]/, "fields: ['title', 'heading', 'text']"),
  },
  {
    name: 'remove the 70 px anchor offset',
    file: 'src/css/custom.css',
    build: 'own',
    checks: [e2e('anchors')],
    apply: replace(/--site-anchor-offset: \d+px;/, '--site-anchor-offset: 0px;'),
  },
  {
    name: 'break the previous/next order (/roadmap → /faq)',
    file: 'docs/roadmap.mdx',
    build: 'own',
    checks: [built('pages')],
    apply: replace(/^---\n/, '---\npagination_next: faq\n'),
  },
  {
    name: 'drop a FAQ answer’s link to its in-depth page (/faq → /user-guide)',
    file: 'docs/faq.mdx',
    build: 'own',
    checks: [built('content-pages-b')],
    // The answer's one link to /user-guide, whatever its wording.
    apply: replace(/(### How do I trade[^\n]*\n\n[^\n]*?)\[([^\]]+)\]\(\/user-guide[^)]*\)/, '$1$2'),
  },
  {
    name: 'load a third-party URL (an image on /support)',
    file: 'docs/support.mdx',
    build: 'own',
    checks: [built('pages')],
    apply: append('<img src="https://cdn.example.com/pixel.png" alt="" width="1" height="1" />'),
  },
  {
    name: 'reintroduce a typed number (the swap fee on /tokenomics)',
    file: 'docs/tokenomics.mdx',
    build: 'none',
    checks: [unit('no-typed-numbers')],
    apply: append(`Every swap costs ${percentFromBps(fees.swap.totalBps)}.`),
  },
];
