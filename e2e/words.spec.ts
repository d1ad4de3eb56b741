import {test, expect} from '@playwright/test';
import {pages} from '../src/data/pages';

/**
 * Phones: no word of a page's main text is split across two lines without a
 * hyphen (a table squeezed below its words' width splits them: "Ch / an / ne / l").
 * Each word of the article's visible text is measured with a Range: a word
 * whose boxes sit on two lines is split. Addresses may wrap after "/" and
 * before "." and "@", and a hyphenated word after its hyphen.
 */
function splitWords(): string[] {
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

for (const width of [390, 320]) {
  test(`no word of any route is split across lines at ${width} px @desktop`, async ({page}) => {
    test.setTimeout(120_000);
    await page.setViewportSize({width, height: 800});
    for (const p of pages) {
      await page.goto(p.path);
      const split = await page.evaluate(splitWords);
      expect.soft(split, `${p.path} at ${width} px: words split across lines`).toEqual([]);
    }
  });
}
