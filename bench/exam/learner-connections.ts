import { Client } from 'undici';

/**
 * Every learner's own keep-alive connection, opened at their first request, as each device has its
 * own (a shared pool would hand one learner's poll to whichever connection is free). Each is an open
 * file of the server: with the polls' and the saves' processes, two per learner (ADR 0055's amendment).
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
