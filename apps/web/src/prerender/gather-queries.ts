import { type Query, type QueryClient, skipToken } from '@tanstack/react-query';
import { createQueryClient } from '../lib/query-client.ts';
import { hasEffects } from '../lib/read-with-effects.ts';

export interface GatheringClient {
  client: QueryClient;
  /** The queries the screen read that have no answer yet. */
  missing(): Query[];
}

/**
 * A query client for the server's render that notes which queries the screen reads: every query a
 * component asks for passes through `defaultQueryOptions`, and those not switched off (`enabled:
 * false`, `skipToken`) are wanted, except a read with effects (`readWithEffects`: opening a quiz starts
 * its attempt), which the page shows loading. Nothing is retried: a failed call makes the page plain.
 */
export function gatheringClient(): GatheringClient {
  const client = createQueryClient();
  const defaults = client.getDefaultOptions();
  client.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false } });
  const wanted = new Set<string>();
  const defaultQueryOptions = client.defaultQueryOptions.bind(client);
  client.defaultQueryOptions = ((options) => {
    const defaulted = defaultQueryOptions(options);
    const query = client.getQueryCache().get(defaulted.queryHash);
    const { enabled } = defaulted;
    const on =
      typeof enabled === 'function'
        ? query !== undefined && (enabled as unknown as (query: Query) => boolean)(query)
        : enabled;
    if (on !== false && defaulted.queryFn !== skipToken && !hasEffects(defaulted.meta)) {
      wanted.add(defaulted.queryHash);
    }
    return defaulted;
  }) as QueryClient['defaultQueryOptions'];
  return {
    client,
    missing: () =>
      client
        .getQueryCache()
        .getAll()
        .filter(
          (query) =>
            wanted.has(query.queryHash) &&
            query.state.data === undefined &&
            query.options.queryFn !== undefined,
        ),
  };
}

/**
 * Renders the screen until it has all the data it reads: each render shows which queries the screen
 * (now further along: the course known, its tab's panel) asks for; they are fetched, and it renders
 * again. The last render, with nothing missing, is the page. A failed query throws: the screen would
 * show an error or a refusal, which the browser had better decide itself.
 */
export async function renderWithData<T>(
  { client, missing }: GatheringClient,
  render: () => Promise<T>,
  maxRenders: number,
): Promise<T> {
  for (let renders = 1; ; renders += 1) {
    const result = await render();
    const queries = missing();
    if (queries.length === 0) return result;
    if (renders === maxRenders) throw new Error(`Still missing data after ${renders} renders`);
    await Promise.all(
      queries.map((query) => client.fetchQuery({ ...query.options, queryKey: query.queryKey })),
    );
  }
}
