import type { Query, QueryMeta } from '@tanstack/react-query';

/**
 * The meta of a query whose call changes something on the server (the contract's `readHasEffects`:
 * opening a quiz starts its attempt, the calendar feed's address is created on first use). The
 * server's prerender never asks it on the learner's behalf: the page arrives with that part in its
 * loading state and the browser asks once the learner is there (ADR 0097).
 */
export const readWithEffects: QueryMeta = { readHasEffects: true };

export function hasEffects(meta: Query['meta']): boolean {
  return meta?.readHasEffects === true;
}
