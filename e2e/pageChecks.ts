/**
 * In-page probes shared by the crawl (crawl.spec.ts) and the focused specs:
 * axe violations as readable lines, heading levels, and CSP violations
 * recorded from the first byte.
 */
import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The axe rules whose outcome depends on colours (the rest read the same DOM in either colour mode). */
export const colourRules = ['color-contrast', 'link-in-text-block'];

/**
 * Axe (WCAG 2.0/2.1 A and AA) violations in the page, or in the part `include`
 * selects: rule, impact, help, and each offending element. Legacy mode runs
 * axe.run() in the page itself; the default runs each frame apart and merges
 * the results in a new blank page, about 1.5 s more per call, for
 * cross-origin frames, which this site never has (it loads nothing from
 * another host, which the crawl checks). Only violations are collected in
 * full (resultTypes), which spares axe describing every passing element.
 * `colourOnly` runs only the colour rules: for a second colour mode of the
 * same page, whose DOM the first run has already checked.
 */
export async function axeViolations(
  page: Page,
  {include, colourOnly = false}: {include?: string; colourOnly?: boolean} = {},
): Promise<string[]> {
  let builder = new AxeBuilder({page})
    .withTags(wcagTags)
    .setLegacyMode()
    .options({resultTypes: ['violations']});
  if (colourOnly) builder = builder.withRules(colourRules);
  if (include) builder = builder.include(include);
  const {violations} = await builder.analyze();
  return violations.flatMap((v) =>
    v.nodes.map(
      (n) => `${v.id} (${v.impact}): ${v.help} — ${n.target.join(' ')} — ${n.failureSummary?.replace(/\s+/g, ' ')}`,
    ),
  );
}

/** Visible heading levels in document order, with their text. */
export async function headingLevels(page: Page): Promise<{level: number; text: string}[]> {
  return page
    .locator('h1, h2, h3, h4, h5, h6')
    .evaluateAll((els) =>
      els
        .filter((el) => (el as HTMLElement).offsetParent !== null || getComputedStyle(el).position === 'fixed')
        .map((el) => ({level: Number(el.tagName[1]), text: (el.textContent ?? '').trim().slice(0, 60)})),
    );
}

/** Headings that skip a level (an h4 right after an h2), as "h4 text". */
export function skippedLevels(headings: {level: number; text: string}[]): string[] {
  return headings
    .slice(1)
    .filter((h, i) => h.level > (headings[i]?.level ?? 1) + 1)
    .map((h) => `h${h.level} ${h.text}`);
}

/** Records every securitypolicyviolation event on window.__cspViolations, from the first byte. */
export async function recordCspViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as {__cspViolations: string[]};
    w.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      w.__cspViolations.push(
        `${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`,
      );
    });
  });
}

export const cspViolations = (page: Page): Promise<string[]> =>
  page.evaluate(() => (window as unknown as {__cspViolations: string[]}).__cspViolations);

/** Collects every request this page makes to another host (data: URLs aside), from now on. */
export function recordForeignRequests(page: Page, baseURL: string | undefined): string[] {
  const ownHost = new URL(baseURL ?? '').host;
  const foreign: string[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (url.protocol !== 'data:' && url.host !== ownHost) {
      foreign.push(req.url());
    }
  });
  return foreign;
}

/**
 * Switches the system colour scheme on a loaded page, as a reader's system
 * setting does, and waits until the site follows it and its colour
 * transitions have finished (axe and contrast checks read computed colours).
 */
export async function switchColourMode(page: Page, scheme: 'dark' | 'light'): Promise<void> {
  await page.emulateMedia({colorScheme: scheme});
  await page.locator(`html[data-theme="${scheme}"]`).waitFor({state: 'attached'});
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
}

/**
 * Phones: no word of a page's main text is split across two lines without a
 * hyphen (a table squeezed below its words' width splits them: "Ch / an / ne / l").
 * Each word of the article's visible text is measured with a Range: a word
 * whose boxes sit on two lines is split. Addresses may wrap after "/" and
 * before "." and "@", and a hyphenated word after its hyphen.
 */
export function splitWords(): string[] {
  const article = document.querySelector('.theme-doc-markdown');
  if (!article) return ['(no article)'];
  const found: string[] = [];
  const walker = document.createTreeWalker(article, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? '';
    const parent = node.parentElement;
    if (!parent || !parent.getClientRects().length || parent.closest('svg, [hidden], [popover], .sr-only')) continue;
    // Words and the parts of a hyphenated word (a line may break after its hyphen).
    for (const m of text.matchAll(/[^\s/@.\-‐–—(),"“”:;!?]+/g)) {
      if (m[0].length < 2) continue;
      const range = document.createRange();
      range.setStart(node, m.index);
      range.setEnd(node, m.index + m[0].length);
      const tops = Array.from(range.getClientRects())
        .filter((r) => r.width > 0)
        .map((r) => Math.round(r.top));
      if (new Set(tops).size > 1 && Math.max(...tops) - Math.min(...tops) > 4) found.push(m[0]);
    }
  }
  return found;
}

/**
 * The page's "not set yet" notice (a closed <details> right after the page's
 * opening), opened from the keyboard: its summary as a sighted reader sees it
 * (the count is drawn by the stylesheet's counters, so it is read from the
 * rendered layout, not the DOM's text), the summary's accessible name, and
 * the items the notice then shows.
 */
export async function openNotice(page: Page): Promise<{open: boolean; shown: string; name: string; items: string[]}> {
  const notice = page.locator('.theme-doc-markdown [data-placeholder-notice]');
  const summary = notice.locator('> summary');
  const cdp = await page.context().newCDPSession(page);
  // The rendered text of the summary: each layout text whose node lies inside it.
  const {strings, documents} = await cdp.send('DOMSnapshot.captureSnapshot', {computedStyles: []});
  const doc = documents[0]!;
  const str = (i: number | undefined) => (i === undefined || i === -1 ? '' : strings[i]!);
  const parents = doc.nodes.parentIndex ?? [];
  const attributes = doc.nodes.attributes ?? [];
  const isNotice = (node: number | undefined) =>
    node !== undefined && (attributes[node] ?? []).some((a, i) => i % 2 === 0 && str(a) === 'data-placeholder-notice');
  const probe = (doc.nodes.nodeName ?? []).findIndex((n, i) => str(n) === 'SUMMARY' && isNotice(parents[i]));
  const inside = (node: number): boolean => {
    for (let n: number | undefined = node; n !== undefined && n !== -1; n = parents[n]) if (n === probe) return true;
    return false;
  };
  const shown = doc.layout.nodeIndex
    .map((node, i) => (inside(node) ? str(doc.layout.text[i]) : ''))
    .join('')
    .replace(/^[\s\u25b8\u25be\u25b6\u25bc]+/, '')
    .trim();
  const {root} = await cdp.send('DOM.getDocument', {depth: 0});
  const {nodeId} = await cdp.send('DOM.querySelector', {
    nodeId: root.nodeId,
    selector: '.theme-doc-markdown [data-placeholder-notice] > summary',
  });
  const {nodes} = await cdp.send('Accessibility.getPartialAXTree', {nodeId, fetchRelatives: false});
  await cdp.detach();
  const name = String(nodes.find((n) => n.name?.value)?.name?.value ?? '');
  await summary.focus();
  await page.keyboard.press('Enter');
  const open = await notice.evaluate((d) => (d as HTMLDetailsElement).open);
  const items = (await notice.locator('li:visible').allTextContents()).map((t) => t.trim());
  return {open, shown, name, items};
}
