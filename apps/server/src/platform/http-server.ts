import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { FastifyServerFactory } from 'fastify';

/** Answers a request itself and says true, or says false at once (having read nothing) for Fastify. */
export type RequestLane = (req: IncomingMessage, res: ServerResponse) => boolean;

/**
 * How long a connection may go with nothing read from it or written to it before the server closes it:
 * Fastify's keep-alive timeout, longer than the minute a balancer commonly keeps an idle connection, so
 * that the balancer closes first.
 */
export const CONNECTION_IDLE_MS = 72_000;

/**
 * Fastify's `serverFactory`: the HTTP server Fastify would make, where each request first goes past
 * `lane()` (read at request time: the lane is made once the app's plugins are registered). Fastify
 * handles whatever the lane declines.
 *
 * An idle connection ends through one timer per connection, which Node moves on whenever the socket
 * reads or writes, instead of through Node's keep-alive timeout, which arms a new timer after every
 * response. On exam day each of those lived until the learner's next poll a second later, long enough to
 * reach the old generation, and they were a fifth of what filled it (ADR 0105). So the server sends no
 * `Keep-Alive: timeout` hint, and a request silent for `idleMs` in both directions is cut as well.
 */
export function serverWithLane(lane: () => RequestLane, idleMs = CONNECTION_IDLE_MS): FastifyServerFactory {
  return (handler, options): Server => {
    const server = createServer((req, res) => {
      if (!lane()(req, res)) handler(req, res);
    });
    server.keepAliveTimeout = 0;
    server.setTimeout(idleMs);
    server.requestTimeout = options.requestTimeout as number;
    const maxRequestsPerSocket = options.maxRequestsPerSocket as number;
    if (maxRequestsPerSocket > 0) server.maxRequestsPerSocket = maxRequestsPerSocket;
    return server;
  };
}
