// `operation.ts` holds no schema (it imports zod's types only); every other contract import here is a
// type, so the zod schemas stay on the server and out of the browser's bundles.
import { type Input, type Output, operationPath } from '@aula/contract/operation';
import type { OperationName, Operations } from '@aula/contract/operations';
import { ApiError, networkError, parseApiError } from './api-error.ts';

export type OperationInput<N extends OperationName> = Input<Operations[N]>;
export type OperationOutput<N extends OperationName> = Output<Operations[N]>;

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** How a call travels: the browser's fetch, or the server's own API while it prerenders a page. */
export type ApiTransport = (path: string, init: RequestInit) => Promise<Response>;

let transport: ApiTransport = (path, init) => fetch(path, init);

/**
 * Runs `work` with the calls sent through `through` instead of fetch: the server prerendering a page
 * asks its own API, with the request's cookie (prerender.tsx). Its renders run one at a time.
 */
export async function withApiTransport<T>(through: ApiTransport, work: () => Promise<T>): Promise<T> {
  const before = transport;
  transport = through;
  try {
    return await work();
  } finally {
    transport = before;
  }
}

interface CallOptions {
  signal?: AbortSignal;
  /** The call outlives the page (sent as the page is hidden or closed); the browser caps its body at 64 KB. */
  keepalive?: boolean;
}

function post(name: OperationName, body: string, { signal, keepalive = false }: CallOptions = {}) {
  return transport(operationPath(name), {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body,
    signal: signal ?? null,
    keepalive,
  });
}

/** Calls sent before the app's code had arrived, by operation and body, until the app asks for them. */
const earlyCalls = new Map<string, Promise<Response>>();

/**
 * Sends a call now, from main.tsx, while the app's code is still downloading; the app's first
 * `callApi` of the same operation and body gets its answer instead of asking again.
 */
export function startEarlyCall<N extends OperationName>(name: N, body: OperationInput<N>): void {
  const text = JSON.stringify(body);
  const call = post(name, text);
  // Failures are read (and reported) by the callApi that takes the call.
  call.catch(() => {});
  earlyCalls.set(`${name} ${text}`, call);
}

/**
 * The one way the app calls the API: POST `/api/<name>` with a JSON body, the session cookie on the
 * same origin, and any failure turned into an `ApiError` (see `parseApiError`).
 */
export async function callApi<N extends OperationName>(
  name: N,
  body: OperationInput<N>,
  options: CallOptions = {},
): Promise<OperationOutput<N>> {
  const text = JSON.stringify(body);
  const early = earlyCalls.get(`${name} ${text}`);
  earlyCalls.delete(`${name} ${text}`);
  let response: Response;
  try {
    response = await (early ?? post(name, text, options));
  } catch (error) {
    // A cancelled query is not a failure to show; let TanStack Query see the abort as it is.
    if (options.signal?.aborted) throw error;
    throw networkError(error);
  }
  const payload = await readJson(response);
  if (!response.ok) throw parseApiError(response.status, payload);
  if (payload === undefined) {
    throw new ApiError({ code: 'INTERNAL', status: response.status, message: 'The answer was not JSON.' });
  }
  // The server parses every answer by the operation's response schema before sending it.
  return payload as OperationOutput<N>;
}
