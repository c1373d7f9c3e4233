import { connect, type Socket } from 'node:net';

/** A request's answer: its status, and its body's bytes. */
export interface Answer {
  status: number;
  body: Buffer;
}

/** A request given no whole answer in this long fails (`TIMEOUT`), as undici's headersTimeout did. */
const timeoutMs = 10_000;
const headerEnd = Buffer.from('\r\n\r\n');
const lengthHeader = '\r\ncontent-length:';

function failure(code: string, message: string): Error {
  return Object.assign(new Error(message), { code });
}

/** A learner's keep-alive connection, one request at a time, as from a device's queue. */
class LearnerSocket {
  private readonly port: number;
  private readonly host: string;
  private socket: Socket | null = null;
  private waiting: { resolve(answer: Answer): void; reject(error: Error): void } | null = null;
  /** When the request waiting was written (performance.now()). */
  sentAt = 0;
  private received: Buffer[] = [];
  private size = 0;
  private status = 0;
  private bodyStart = -1;
  private total = -1;

  constructor(port: number, host: string) {
    this.port = port;
    this.host = host;
  }

  get busy(): boolean {
    return this.waiting !== null;
  }

  request(bytes: Buffer, now: number): Promise<Answer> {
    const socket = this.socket ?? this.open();
    return new Promise((resolve, reject) => {
      this.waiting = { resolve, reject };
      this.sentAt = now;
      socket.write(bytes);
    });
  }

  private open(): Socket {
    const socket = connect({ port: this.port, host: this.host, noDelay: true });
    socket.on('data', (chunk: Buffer) => this.take(chunk));
    socket.on('error', (error) => this.fail(socket, error));
    socket.on('close', () =>
      this.fail(socket, failure('UND_ERR_SOCKET', 'the server closed the connection')),
    );
    this.socket = socket;
    return socket;
  }

  /** The connection is lost (or given up on): the request waiting fails, and the next opens another. */
  fail(socket: Socket | null, error: Error): void {
    if (socket === null || this.socket !== socket) return;
    this.socket = null;
    socket.destroy();
    this.settle()?.reject(error);
  }

  /** The request waiting is over: what was gathered of its answer is dropped, and it is handed back. */
  private settle() {
    this.received = [];
    this.size = 0;
    this.bodyStart = -1;
    const waiting = this.waiting;
    this.waiting = null;
    return waiting;
  }

  timeOut(): void {
    this.fail(this.socket, failure('TIMEOUT', `no answer in ${timeoutMs} ms`));
  }

  /** Gathers the answer until its headers and Content-Length's bytes are in (the server always sends it). */
  private take(chunk: Buffer): void {
    this.received.push(chunk);
    this.size += chunk.length;
    if (this.bodyStart < 0) {
      const all = this.received.length === 1 ? chunk : Buffer.concat(this.received);
      const end = all.indexOf(headerEnd);
      if (end < 0) return;
      const head = all.toString('latin1', 0, end).toLowerCase();
      const at = head.indexOf(lengthHeader);
      this.status = Number(head.slice(9, 12));
      this.bodyStart = end + headerEnd.length;
      this.total = this.bodyStart + (at < 0 ? 0 : Number.parseInt(head.slice(at + lengthHeader.length), 10));
      this.received = [all];
    }
    if (this.size < this.total) return;
    const all = this.received.length === 1 ? (this.received[0] as Buffer) : Buffer.concat(this.received);
    const answer = { status: this.status, body: all.subarray(this.bodyStart, this.total) };
    this.settle()?.resolve(answer);
  }

  close(): void {
    this.socket?.end();
    this.socket = null;
  }
}

/**
 * Every learner's own keep-alive connection, opened at their first request, as each device has its
 * own. A bare socket each: a request is bytes written once, and of the answer only the status line,
 * Content-Length and the body are read. Undici's Client per learner cost the load core twice as much
 * and its pauses reached the measure (ADR 0055's amendment of 2026-11-30). Each connection is an open
 * file of the server, so a learner's polls and saves share theirs, as a browser's would.
 */
export function learnerConnections(origin: string) {
  const { hostname, port, host } = new URL(origin);
  const sockets = new Map<number, LearnerSocket>();
  // One sweep a second fails the requests that waited too long, rather than a timer per request.
  const sweep = setInterval(() => {
    const late = performance.now() - timeoutMs;
    for (const socket of sockets.values()) if (socket.busy && socket.sentAt < late) socket.timeOut();
  }, 1000);
  sweep.unref();
  return {
    /** A POST to `path` of JSON `body` with `cookie`, as the quiz view sends it (no Origin: the lane takes none). */
    bytes(path: string, cookie: string, body: string): Buffer {
      return Buffer.from(
        `POST ${path} HTTP/1.1\r\nhost: ${host}\r\ncontent-type: application/json\r\ncookie: ${cookie}\r\ncontent-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
      );
    },
    post(learner: number, bytes: Buffer): Promise<Answer> {
      let socket = sockets.get(learner);
      if (!socket) {
        socket = new LearnerSocket(Number(port), hostname);
        sockets.set(learner, socket);
      }
      return socket.request(bytes, performance.now());
    },
    async close(): Promise<void> {
      clearInterval(sweep);
      for (const socket of sockets.values()) socket.close();
    },
  };
}
