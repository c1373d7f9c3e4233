import type { Query, QueryMeta } from '@tanstack/react-query';

/**
 * The meta of a query whose call changes something on the server (the contract's `readHasEffects`:
 * the calendar feed's address is created on first use). The server's prerender never asks it on the
 * learner's behalf: the page arrives with that part in its loading state and the browser asks once the
 * learner is there (ADR 0097).
 */
export const readWithEffects: QueryMeta = { readHasEffects: true };

/**
 * The meta of a read with effects whose route, asked by the server's prerender, changes nothing (the
 * contract's `prerenderReadsWithoutEffects`: opening a quiz starts its attempt, but a prerender only
 * resumes one already started). The prerender asks it; refused, the page shows it loading and the
 * browser asks once the learner is there (ADR 0097).
 */
export const readWithEffectsResumedByPrerender: QueryMeta = {
  readHasEffects: true,
  prerenderReadsWithoutEffects: true,
};

export function hasEffects(meta: Query['meta']): boolean {
  return meta?.readHasEffects === true;
}

/** Whether the server's prerender leaves the read to the browser without asking it. */
export function leftToTheBrowser(meta: Query['meta']): boolean {
  return hasEffects(meta) && meta?.prerenderReadsWithoutEffects !== true;
}
