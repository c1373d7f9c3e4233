import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Build-step tests run under Node (no DOM); everything below is for the jsdom tests.
const hasDom = typeof window !== 'undefined';

// Pages and catalogues load as separate modules; the first test to need one waits for its transform,
// with other test files running beside it (one more than the machine has cores).
configure({ asyncUtilTimeout: 10_000 });

if (hasDom) {
  // jsdom has no scrolling; the shell scrolls to the top on navigation.
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  if (!hasDom) return;
  cleanup();
  localStorage.clear();
  // jsdom has no Cookie Store API; these forget the language and the current program (lib/cookies.ts).
  // biome-ignore lint/suspicious/noDocumentCookie: see above.
  document.cookie = 'aula.language=; path=/; max-age=0';
  // biome-ignore lint/suspicious/noDocumentCookie: see above.
  document.cookie = 'aula.currentProgram=; path=/; max-age=0';
});
