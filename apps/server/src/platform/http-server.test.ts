import { createHook } from 'node:async_hooks';
import { once } from 'node:events';
import type { Server } from 'node:http';
import { type AddressInfo, connect, type Socket } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyServerOptions } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { serverWithLane } from './http-server.ts';

// Fastify's defaults, which the app keeps.
const fastifyDefaults = {
  keepAliveTimeout: 72_000,
  connectionTimeout: 0,
  requestTimeout: 0,
  maxRequestsPerSocket: 0,
} as FastifyServerOptions;

let server: Server | undefined;

afterEach(async () => {
  const closing = server;
  server = undefined;
  if (!closing) return;
  closing.closeAllConnections();
  await new Promise((resolve) => closing.close(resolve));
});

async function listening(idleMs: number): Promise<number> {
  const factory = serverWithLane(() => () => false, idleMs);
  server = factory((_request, reply) => reply.end('ok'), fastifyDefaults) as Server;
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return (server.address() as AddressInfo).port;
}

/** A keep-alive connection as a browser tab holds one, written by hand so that the client makes no timer. */
async function connection(port: number): Promise<Socket> {
  const socket = connect(port, '127.0.0.1');
  await once(socket, 'connect');
  return socket;
}

async function get(socket: Socket): Promise<string> {
  let received = '';
  const answered = new Promise<void>((resolve) => {
    const onData = (chunk: Buffer) => {
      received += chunk.toString();
      if (received.endsWith('\r\n\r\nok')) {
        socket.off('data', onData);
        resolve();
      }
    };
    socket.on('data', onData);
  });
  socket.write('GET / HTTP/1.1\r\nHost: aula.test\r\n\r\n');
  await answered;
  return received;
}

describe('the HTTP server', () => {
  it('makes no timer per response on a keep-alive connection', async () => {
    const socket = await connection(await listening(60_000));
    await get(socket);
    let timers = 0;
    const hook = createHook({
      init(_id, type) {
        if (type === 'Timeout') timers += 1;
      },
    }).enable();
    try {
      for (let request = 0; request < 50; request += 1) await get(socket);
    } finally {
      hook.disable();
    }
    // Node's keep-alive timeout armed new Timeouts after every response: 100 here, two a response. The
    // hook sees the whole worker's timers, and vitest's own reports to its main process arm one now and then.
    expect(timers).toBeLessThan(10);
    socket.destroy();
  });

  it('says no keep-alive timeout of its own, and keeps the connection open', async () => {
    const socket = await connection(await listening(60_000));
    const answer = await get(socket);
    expect(answer).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(answer.toLowerCase()).toContain('connection: keep-alive');
    expect(answer.toLowerCase()).not.toContain('keep-alive: timeout=');
    socket.destroy();
  });

  it('closes a connection nothing was read from or written to for the idle time', async () => {
    const socket = await connection(await listening(200));
    await get(socket);
    // Only the server closes it: without its idle timeout the connection stays open and this never ends.
    await once(socket, 'close');
  });

  it('keeps a connection in use open past the idle time', async () => {
    const socket = await connection(await listening(1_000));
    let closed = false;
    socket.once('close', () => {
      closed = true;
    });
    // A learner polling every 250 ms for 2.5 s: each request moves the idle time on.
    for (let request = 0; request < 10; request += 1) {
      await get(socket);
      await delay(250);
    }
    expect(closed).toBe(false);
    socket.destroy();
  });
});
