import { type BrowserContext, test as base, type Page } from '@playwright/test';

/**
 * `test` with `newPage()`: a page in a browser context of its own (its own session) at the wide layout,
 * for a journey of several people (a staff member and a learner). The contexts close when the journey
 * ends. When it fails, Playwright screenshots every page still open in the worker: a context left open
 * by an earlier journey came first among them (a stale or blank page), ahead of the failing journey's own.
 */
export const test = base.extend<{ newPage: () => Promise<Page> }>({
  newPage: async ({ browser }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async () => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      contexts.push(context);
      return context.newPage();
    });
    await Promise.all(contexts.map((context) => context.close()));
  },
});
