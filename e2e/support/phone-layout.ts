import { expect, type Locator, type Page } from '@playwright/test';

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

/** What the keyboard walk saw on one Tab. */
interface FocusStop {
  /** A short description of the focused element, for the failure message. */
  what: string;
  left: number;
  right: number;
  width: number;
  height: number;
  atTarget: boolean;
  /** Inside a box that scrolls sideways (a wide table), which brings the rest of it into view. */
  inSidewaysScroller: boolean;
}

/**
 * Walks `page` by Tab alone from its top and fails on a dead end: a focused control outside the
 * screen's width (out of reach at 360 px) or of no size, focus that stays on one element (a trap), or
 * the last control of the page never reached. The last control is the last one in the page's order
 * that the keyboard can reach (a radio group's other radios excepted), found before the walk.
 */
export async function expectKeyboardReachesTheEnd(page: Page, context: string): Promise<void> {
  const tabbable = await page.evaluate(() => {
    const selector =
      'a[href], button, input:not([type=hidden]):not([type=radio]), select, textarea, iframe, audio[controls], video[controls], [tabindex]';
    for (const marked of document.querySelectorAll('[data-sweep-target]')) {
      marked.removeAttribute('data-sweep-target');
    }
    const candidates = [...document.querySelectorAll<HTMLElement>(selector)].filter((element) => {
      if (element.tabIndex < 0 || element.matches(':disabled') || element.closest('[inert]')) return false;
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
    });
    candidates.at(-1)?.setAttribute('data-sweep-target', '');
    (document.activeElement as HTMLElement | null)?.blur();
    return candidates.length;
  });
  expect(tabbable, `${context}: controls to walk`).toBeGreaterThan(0);
  const viewport = page.viewportSize();
  if (!viewport) throw new Error('The walk needs a viewport');
  let previous = '';
  let repeats = 0;
  for (let press = 0; press < tabbable * 2 + 20; press += 1) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate((): FocusStop => {
      const element = document.activeElement as HTMLElement;
      const box = element.getBoundingClientRect();
      const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
      return {
        what: `${element.tagName.toLowerCase()} “${name}”`,
        left: box.left,
        right: box.right,
        width: box.width,
        height: box.height,
        atTarget: element.hasAttribute('data-sweep-target'),
        inSidewaysScroller: (() => {
          for (let box = element.parentElement; box; box = box.parentElement) {
            const overflow = getComputedStyle(box).overflowX;
            if ((overflow === 'auto' || overflow === 'scroll') && box.scrollWidth > box.clientWidth)
              return true;
          }
          return false;
        })(),
      };
    });
    if (stop.atTarget) return;
    if (stop.what === 'body “”') continue;
    expect(stop.width * stop.height, `${context}: ${stop.what} has focus but no size`).toBeGreaterThan(0);
    const onScreen = stop.left >= -1 && stop.right <= viewport.width + 1;
    const partlyOnScreen = stop.left < viewport.width && stop.right > 0;
    expect(
      onScreen || (stop.inSidewaysScroller && partlyOnScreen),
      `${context}: ${stop.what} has focus out of the screen's width (${Math.round(stop.left)} to ${Math.round(stop.right)} px)`,
    ).toBe(true);
    repeats = stop.what === previous ? repeats + 1 : 0;
    // An iframe keeps the focus while the keyboard moves inside it: a few Tabs, not twenty.
    expect(repeats, `${context}: focus is trapped on ${stop.what}`).toBeLessThan(20);
    previous = stop.what;
  }
  throw new Error(`${context}: the keyboard never reached the last control of the page`);
}
