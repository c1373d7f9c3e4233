import { Client } from 'undici';

/**
 * Every learner's own keep-alive connection, opened at their first request, as each device has its
 * own (a shared pool would hand one learner's poll to whichever connection is free). At 10,000 learners
 * neither this nor one undici Pool lets a single load process on its one core send 10,000 polls a
 * second: the exam-10k report's send lag says how far behind the load tool itself fell.
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
