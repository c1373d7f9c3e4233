import type { Locator } from '@playwright/test';

/**
 * The words of `target`'s text that the layout breaks across two lines (a word wrapped mid-word, as a
 * squeezed heading is on a phone). Each word is measured as a range: one that spans lines has boxes
 * at two heights.
 */
export function wordsBrokenAcrossLines(target: Locator): Promise<string[]> {
  return target.evaluate((element) => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (const match of text.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        if (tops.size > 1) broken.push(match[0]);
      }
    }
    return broken;
  });
}
