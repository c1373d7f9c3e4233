// Keys pressed and taps made on a prerendered page before the app has taken it over. The page is on
// screen and its tabs, buttons and links take focus and taps before their code runs (ADR 0052), so an
// arrow key on a tab or a tap on a button did nothing and was lost, and a tap on a link was followed
// by the browser without what the app does on the way (My Programs' links remember the program the
// next page shows). From main.tsx's first line they are held instead, and given to the app, in order,
// once it has hydrated the element they were meant for (`releaseHeldInput`, called by
// `ReleaseHeldInput`). Kept free of React: this module is part of main.tsx's small first chunk.

/** Composite widgets whose arrow, Home and End keys only the app's code handles. */
const navigable = '[role="tab"], [role="menuitem"], [role="option"], [role="treeitem"]';
/** Controls that Enter and Space activate. */
const activatable = `button, summary, [role="button"], [role="switch"], ${navigable}`;
const navigationKeys = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End']);
const activationKeys = new Set(['Enter', ' ']);
/** Input still waiting this long after the app took the page over is stale: dropped. */
const patienceMs = 5000;

/** A key, pressed on whatever has focus when its turn comes; or a tap on one element. */
type HeldInput = { key: KeyboardEventInit } | { tap: HTMLElement };

interface Holding {
  held: HeldInput[];
  /** The element the held keys are for; focus elsewhere drops them (taps name their own element). */
  focused: Element | null;
  /** True while this module presses a held key or taps (its own events are not held again). */
  pressing: boolean;
  stop(): void;
}

let holding: Holding | undefined;

function isHeld(event: KeyboardEvent, target: Element, waiting: number): boolean {
  if (event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return false;
  if (navigationKeys.has(event.key)) return target.matches(navigable);
  if (!activationKeys.has(event.key)) return false;
  // Enter on a link (a tab that is a link too) makes the browser's click, which is held as a tap;
  // the key itself waits only behind keys already held, which must go first.
  if (target.matches('a[href]')) return waiting > 0;
  return target.matches(activatable);
}

/**
 * The link or control a plain tap lands on, which the app acts on. A tap with a modifier or another
 * button (a new tab, a new window) stays the browser's.
 */
function tapped(event: MouseEvent, target: Element): HTMLElement | undefined {
  if (event.button !== 0 || event.ctrlKey || event.metaKey || event.altKey || event.shiftKey)
    return undefined;
  const element = target.closest(`a[href], ${activatable}`);
  return element instanceof HTMLElement ? element : undefined;
}

/** Holds the keys listed above and the taps on links and controls inside `root` until the app has taken them. */
export function holdInputUntilHydrated(root: HTMLElement): void {
  const state: Holding = { held: [], focused: document.activeElement, pressing: false, stop: () => {} };
  const waiting = () => state.held.filter((input) => 'key' in input).length;
  const onKeyDown = (event: KeyboardEvent) => {
    const target = event.target;
    if (state.pressing || !(target instanceof Element) || !root.contains(target)) return;
    if (!isHeld(event, target, waiting())) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    state.held.push({
      key: { key: event.key, code: event.code, shiftKey: event.shiftKey, bubbles: true, cancelable: true },
    });
  };
  const onClick = (event: MouseEvent) => {
    const target = event.target;
    if (state.pressing || !(target instanceof Element) || !root.contains(target)) return;
    const element = tapped(event, target);
    if (!element) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    state.held.push({ tap: element });
  };
  // The learner moved on (Tab, a tap): keys meant for the element they left are dropped.
  const onFocusIn = (event: FocusEvent) => {
    if (!state.pressing && event.target !== state.focused) dropKeys(state);
    state.focused = document.activeElement;
  };
  document.addEventListener('keydown', onKeyDown, true);
  document.addEventListener('click', onClick, true);
  document.addEventListener('focusin', onFocusIn, true);
  state.stop = () => {
    document.removeEventListener('keydown', onKeyDown, true);
    document.removeEventListener('click', onClick, true);
    document.removeEventListener('focusin', onFocusIn, true);
    holding = undefined;
  };
  holding = state;
}

function dropKeys(state: Holding): void {
  state.held = state.held.filter((input) => 'tap' in input);
}

/**
 * Whether React has adopted the element: React keeps its fiber on the element under a key of its own
 * (`__reactFiber$` and a random suffix, what React's developer tools read). A part of the page React
 * has not hydrated yet has no handlers; a key pressed there now would be lost again.
 */
function adopted(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
}

/** Presses one key on `at` as the browser would have: the events, then the click it activates. */
function press(state: Holding, at: HTMLElement, init: KeyboardEventInit): void {
  state.pressing = true;
  try {
    let proceed = at.dispatchEvent(new KeyboardEvent('keydown', init));
    // A button's Space acts on release; MUI's non-native buttons listen for that.
    if (init.key === ' ') proceed = at.dispatchEvent(new KeyboardEvent('keyup', init)) && proceed;
    if (proceed && activationKeys.has(init.key ?? '') && at.matches(`${activatable}, a[href]`)) at.click();
  } finally {
    state.pressing = false;
  }
}

/** Taps `element` as the browser would have, now that the app handles it. */
function tap(state: Holding, element: HTMLElement): void {
  state.pressing = true;
  try {
    element.click();
  } finally {
    state.pressing = false;
  }
}

/**
 * The app has hydrated the page (or drawn it anew): presses the held keys and makes the held taps in
 * order, a key on whatever has focus then (an arrow key moves focus for the next), as soon as React has
 * adopted that element. Input made meanwhile joins the queue; a key or tap for an element that is gone
 * (a page drawn anew) is dropped, and so is any still waiting after `patienceMs`, except a tapped link,
 * which the browser then follows as it would have.
 */
export function releaseHeldInput(): void {
  const state = holding;
  if (!state) return;
  const giveUpAt = performance.now() + patienceMs;
  const pump = () => {
    if (state.focused !== document.activeElement) dropKeys(state);
    for (let input = state.held[0]; input; input = state.held[0]) {
      if ('tap' in input && !input.tap.isConnected) {
        state.held.shift();
        continue;
      }
      const at = 'tap' in input ? input.tap : document.activeElement;
      if (!(at instanceof HTMLElement) || !adopted(at)) break;
      state.held.shift();
      if ('tap' in input) tap(state, at);
      else press(state, at, input.key);
      state.focused = document.activeElement;
    }
    if (state.held.length > 0 && performance.now() <= giveUpAt) {
      requestAnimationFrame(pump);
      return;
    }
    state.stop();
    // The app never took the page over (its code failed): a tapped link is the browser's again.
    const [link] = state.held.flatMap((input) =>
      'tap' in input && input.tap instanceof HTMLAnchorElement ? [input.tap] : [],
    );
    if (link) window.location.assign(link.href);
  };
  pump();
}
