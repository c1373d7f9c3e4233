import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request as the proxy passed it on: which host name it named, where, and the cookies it carried. */
export interface ProxiedRequest {
  hostname: string;
  method: string;
  path: string;
  origin: string | undefined;
  cookie: string | undefined;
  status: number;
}

export interface HostProxy {
  port: number;
  /** Every request answered so far, in order. */
  requests: ProxiedRequest[];
  stop(): Promise<void>;
}

/**
 * A reverse proxy as the README's nginx example (without TLS): one port for every host name, each
 * name's requests sent to its upstream port with their Host kept and the client's address added to
 * X-Forwarded-For. A name it does not serve gets 421. It records what it passed on, so a journey can read
 * the headers each host really received.
 */
export async function startHostProxy(upstreams: Record<string, number>): Promise<HostProxy> {
  const requests: ProxiedRequest[] = [];
  const server = createServer((incoming, outgoing) => {
    const hostname = new URL(`http://${incoming.headers.host ?? 'unnamed.invalid'}`).hostname;
    const port = upstreams[hostname];
    if (port === undefined) {
      outgoing.writeHead(421).end();
      return;
    }
    const forwardedFor = [incoming.headers['x-forwarded-for'], incoming.socket.remoteAddress]
      .filter((entry) => entry !== undefined)
      .join(', ');
    const upstream = request(
      {
        host: '127.0.0.1',
        port,
        method: incoming.method,
        path: incoming.url,
        headers: { ...incoming.headers, 'x-forwarded-for': forwardedFor },
      },
      (answer) => {
        requests.push({
          hostname,
          method: incoming.method ?? '',
          path: incoming.url ?? '',
          origin: incoming.headers.origin,
          cookie: incoming.headers.cookie,
          status: answer.statusCode ?? 0,
        });
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', () => outgoing.destroy());
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    requests,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
