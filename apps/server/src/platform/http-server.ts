import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { FastifyServerFactory } from 'fastify';

/** Answers a request itself and says true, or says false at once (having read nothing) for Fastify. */
export type RequestLane = (req: IncomingMessage, res: ServerResponse) => boolean;

/**
 * Fastify's `serverFactory`: the HTTP server Fastify would make, with the same timeouts from Fastify's
 * options, where each request first goes past `lane()` (read at request time: the lane is made once the
 * app's plugins are registered). Fastify handles whatever the lane declines.
 */
export function serverWithLane(lane: () => RequestLane): FastifyServerFactory {
  return (handler, options): Server => {
    const server = createServer((req, res) => {
      if (!lane()(req, res)) handler(req, res);
    });
    server.keepAliveTimeout = options.keepAliveTimeout as number;
    server.requestTimeout = options.requestTimeout as number;
    server.setTimeout(options.connectionTimeout as number);
    const maxRequestsPerSocket = options.maxRequestsPerSocket as number;
    if (maxRequestsPerSocket > 0) server.maxRequestsPerSocket = maxRequestsPerSocket;
    return server;
  };
}
