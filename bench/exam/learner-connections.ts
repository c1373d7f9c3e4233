import { Client } from 'undici';

/**
 * Every learner's own keep-alive connection, opened at their first request, as each device has its
 * own. One undici Pool for all of them looks through its connections for a free one on every request:
 * at 10,000 learners that search, not the server, was the load's limit (the load tool sent 14 s late).
 */
export function learnerConnections(origin: string) {
  const clients = new Map<number, Client>();
  return {
    of(learner: number): Client {
      let client = clients.get(learner);
      if (!client) {
        client = new Client(origin, { headersTimeout: 10_000, bodyTimeout: 10_000 });
        clients.set(learner, client);
      }
      return client;
    },
    async close(): Promise<void> {
      await Promise.all([...clients.values()].map((client) => client.close()));
    },
  };
}
