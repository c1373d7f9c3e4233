// Node's own HTTP floor for the exam bench: a bare node:http server that reads each request's body and
// answers a poll-sized JSON with the poll lane's headers, and nothing else (no session, no checks, no
// database). The exam load against it, on the server core, says what any Node server costs a request on
// this machine, so the Aula server's cost reads as a multiple of it whatever the machine's speed.
// Listens on the port in its first argument.
import { createServer } from 'node:http';

/** The poll lane's headers (the server's `jsonApiHeaders` and its content type), so answers are the same size. */
const headers = {
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=15552000; includeSubDomains',
  'cross-origin-resource-policy': 'same-origin',
  'content-type': 'application/json; charset=utf-8',
};

const server = createServer({ keepAliveTimeout: 120_000 }, (request, response) => {
  let bytes = 0;
  request.on('data', (chunk: Buffer) => {
    bytes += chunk.length;
  });
  request.on('end', () => {
    const now = Date.now();
    const body = JSON.stringify({ now, end: now + 3_600_000, read: bytes });
    response.writeHead(200, { ...headers, 'content-length': Buffer.byteLength(body) });
    response.end(body);
  });
});
server.listen(Number(process.argv[2]), '127.0.0.1', 4096);
