import { type Query, type QueryClient, skipToken } from '@tanstack/react-query';
import { createQueryClient } from '../lib/query-client.ts';
import { hasEffects, leftToTheBrowser } from '../lib/read-with-effects.ts';

export interface GatheringClient {
  client: QueryClient;
  /** The queries the screen read that have no answer yet. */
  missing(): Query[];
  /** Leaves a read with effects that the server refused out of the page: it shows loading there. */
  giveUp(query: Query): void;
}

/**
 * A query client for the server's render that notes which queries the screen reads: every query a
 * component asks for passes through `defaultQueryOptions`, and those not switched off (`enabled:
 * false`, `skipToken`) are wanted, except a read with effects (`readWithEffects`: the calendar feed's
 * address is created on first use), which the page shows loading. A read with effects that the server
 * answers a prerender without them (`readWithEffectsResumedByPrerender`: a quiz already started is
 * resumed) is wanted too; refused (a quiz not started), it is given up and the page shows it loading.
 * Nothing is retried, and what was read is kept until the page's data is taken, whatever the query's
 * `gcTime`.
 */
export function gatheringClient(): GatheringClient {
  const client = createQueryClient();
  const defaults = client.getDefaultOptions();
  client.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false } });
  const wanted = new Set<string>();
  const givenUp = new Set<string>();
  const defaultQueryOptions = client.defaultQueryOptions.bind(client);
  client.defaultQueryOptions = ((options) => {
    const defaulted = defaultQueryOptions(options);
    const query = client.getQueryCache().get(defaulted.queryHash);
    const { enabled } = defaulted;
    const on =
      typeof enabled === 'function'
        ? query !== undefined && (enabled as unknown as (query: Query) => boolean)(query)
        : enabled;
    if (
      on !== false &&
      defaulted.queryFn !== skipToken &&
      !leftToTheBrowser(defaulted.meta) &&
      !givenUp.has(defaulted.queryHash)
    ) {
      wanted.add(defaulted.queryHash);
    }
    return { ...defaulted, gcTime: Number.POSITIVE_INFINITY };
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
    giveUp: (query) => {
      wanted.delete(query.queryHash);
      givenUp.add(query.queryHash);
      client.removeQueries({ queryKey: query.queryKey, exact: true });
    },
  };
}

/**
 * Renders the screen until it has all the data it reads: each render shows which queries the screen
 * (now further along: the course known, its tab's panel) asks for; they are fetched, and it renders
 * again. The last render, with nothing missing, is the page. A failed query throws: the screen would
 * show an error or a refusal, which the browser had better decide itself; only a read with effects that
 * the server refused is given up, for the browser to ask once the learner is there.
 */
export async function renderWithData<T>(
  { client, missing, giveUp }: GatheringClient,
  render: () => Promise<T>,
  maxRenders: number,
): Promise<T> {
  for (let renders = 1; ; renders += 1) {
    const result = await render();
    const queries = missing();
    if (queries.length === 0) return result;
    if (renders === maxRenders) throw new Error(`Still missing data after ${renders} renders`);
    await Promise.all(
      queries.map(async (query) => {
        const fetched = client.fetchQuery({ ...query.options, queryKey: query.queryKey });
        if (!hasEffects(query.options.meta)) return fetched;
        return fetched.catch(() => giveUp(query));
      }),
    );
  }
}
