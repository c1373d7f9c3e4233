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

/**
 * The one way the app calls the API: POST `/api/<name>` with a JSON body, the session cookie on the
 * same origin, and any failure turned into an `ApiError` (see `parseApiError`).
 */
export async function callApi<N extends OperationName>(
  name: N,
  body: OperationInput<N>,
  options: { signal?: AbortSignal } = {},
): Promise<OperationOutput<N>> {
  let response: Response;
  try {
    response = await fetch(operationPath(name), {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      signal: options.signal ?? null,
    });
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
