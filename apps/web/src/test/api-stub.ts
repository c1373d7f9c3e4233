import type { OperationName } from '@aula/contract/operations';
import type { OperationOutput } from '../lib/api-client.ts';

type Answer<N extends OperationName> =
  | { status?: 200; body: OperationOutput<N> }
  | { status: number; body: unknown };

export type ApiHandlers = { [N in OperationName]?: (body: unknown) => Answer<N> | Promise<Answer<N>> };

export interface ApiStub {
  /** Every call made, in order: operation name and parsed body. */
  calls: { name: string; body: unknown; init: RequestInit | undefined }[];
  /** Replace one operation's handler (say, to make a retry succeed). */
  answer: <N extends OperationName>(name: N, handler: NonNullable<ApiHandlers[N]>) => void;
}

/**
 * Replaces `fetch` (the app's only boundary to the server) with handlers per operation. A call to
 * an operation without a handler answers 404 in the API's error envelope.
 */
export function stubApi(
  vi: { stubGlobal: (name: string, value: unknown) => unknown },
  handlers: ApiHandlers,
): ApiStub {
  const current: ApiHandlers = { ...handlers };
  const calls: ApiStub['calls'] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const name = url.pathname.replace(/^\/api\//, '') as OperationName;
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ name, body, init });
    const handler = current[name] as
      | ((body: unknown) => Answer<OperationName> | Promise<Answer<OperationName>>)
      | undefined;
    const answer = handler
      ? await handler(body)
      : { status: 404, body: { error: { code: 'NOT_FOUND', message: `No stub for ${name}` } } };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  return {
    calls,
    answer: (name, handler) => {
      current[name] = handler as ApiHandlers[typeof name];
    },
  };
}
