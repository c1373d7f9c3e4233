// Keys pressed on a prerendered page before the app has taken it over. The page is on screen and its
// tabs and buttons take focus before their code runs (ADR 0052), so an arrow key on a tab or Enter on a
// button did nothing and was lost. From main.tsx's first line they are held instead, and given to the
// app, in order, once it has hydrated the element they were pressed on (`releaseHeldInput`, called by
// `ReleaseHeldInput`). Kept free of React: this module is part of main.tsx's small first chunk.

/** Composite widgets whose arrow, Home and End keys only the app's code handles. */
const navigable = '[role="tab"], [role="menuitem"], [role="option"], [role="treeitem"]';
/** Controls that Enter and Space activate. */
const activatable = `button, summary, [role="button"], [role="switch"], ${navigable}`;
const navigationKeys = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End']);
const activationKeys = new Set(['Enter', ' ']);
/** Keys still waiting this long after the app started are stale: dropped. */
const patienceMs = 5000;

interface Holding {
  keys: KeyboardEventInit[];
  /** The element the held keys are for; focus elsewhere drops them. */
  focused: Element | null;
  /** True while this module presses a held key (its own events are not held again). */
  pressing: boolean;
  stop(): void;
}

let holding: Holding | undefined;

function isHeld(event: KeyboardEvent, target: Element, waiting: number): boolean {
  if (event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return false;
  if (navigationKeys.has(event.key)) return target.matches(navigable);
  if (!activationKeys.has(event.key)) return false;
  // A link works before the app (the browser follows it), a tab that is a link too; it waits only
  // behind keys already held, which must go first.
  if (target.matches('a[href]')) return waiting > 0;
  return target.matches(activatable);
}

/** Holds the keys listed above that are pressed inside `root` until the app has taken them. */
export function holdInputUntilHydrated(root: HTMLElement): void {
  const state: Holding = { keys: [], focused: document.activeElement, pressing: false, stop: () => {} };
  const onKeyDown = (event: KeyboardEvent) => {
    const target = event.target;
    if (state.pressing || !(target instanceof Element) || !root.contains(target)) return;
    if (!isHeld(event, target, state.keys.length)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    state.keys.push({
      key: event.key,
      code: event.code,
      shiftKey: event.shiftKey,
      bubbles: true,
      cancelable: true,
    });
  };
  // The learner moved on (Tab, a click): keys meant for the element they left are dropped.
  const onFocusIn = (event: FocusEvent) => {
    if (!state.pressing && event.target !== state.focused) state.keys = [];
    state.focused = document.activeElement;
  };
  document.addEventListener('keydown', onKeyDown, true);
  document.addEventListener('focusin', onFocusIn, true);
  state.stop = () => {
    document.removeEventListener('keydown', onKeyDown, true);
    document.removeEventListener('focusin', onFocusIn, true);
    holding = undefined;
  };
  holding = state;
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

/**
 * The app has hydrated the page (or drawn it anew): presses the held keys in order, each on whatever
 * has focus then (an arrow key moves focus for the next), as soon as React has adopted that element.
 * Keys pressed meanwhile join the queue; keys for an element that is gone (a page drawn anew) are
 * dropped, and so are any still waiting after `patienceMs`.
 */
export function releaseHeldInput(): void {
  const state = holding;
  if (!state) return;
  const giveUpAt = performance.now() + patienceMs;
  const pump = () => {
    if (state.focused !== document.activeElement) state.keys = [];
    for (let key = state.keys[0]; key; key = state.keys[0]) {
      const at = document.activeElement;
      if (!(at instanceof HTMLElement) || !adopted(at)) break;
      state.keys.shift();
      press(state, at, key);
      state.focused = document.activeElement;
    }
    if (state.keys.length === 0 || performance.now() > giveUpAt) state.stop();
    else requestAnimationFrame(pump);
  };
  pump();
}
