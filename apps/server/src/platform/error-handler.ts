import type { ErrorCode, ErrorEnvelope } from '@aula/contract/errors';
import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError } from './app-error.ts';

/** Fastify's own errors (body parsing, limits) mapped to the contract's codes. */
const fastifyCodes: Record<string, { code: ErrorCode; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'BAD_REQUEST', message: 'The body is not valid JSON.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'BAD_REQUEST', message: 'The body is empty; send a JSON object.' },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE', message: 'The body is too large.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'Send the body as application/json.',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 'BAD_REQUEST', message: 'The content length is wrong.' },
};

function envelope(code: ErrorCode, message: string, fields?: Record<string, string>): ErrorEnvelope {
  return { error: fields ? { code, message, fields } : { code, message } };
}

/** What a failed request answers, and whether the failure was unexpected (it is then logged). */
export interface ErrorAnswer {
  statusCode: number;
  body: ErrorEnvelope;
  unexpected: boolean;
}

/** Known errors become the envelope; anything else is a 500 that hides its details. */
export function errorAnswer(error: FastifyError | Error): ErrorAnswer {
  if (error instanceof AppError) {
    return {
      statusCode: error.statusCode,
      body: envelope(error.code, error.message, error.fields),
      unexpected: false,
    };
  }
  const { code, statusCode } = error as Partial<FastifyError>;
  const known = code ? fastifyCodes[code] : undefined;
  if (known)
    return { statusCode: statusCode ?? 400, body: envelope(known.code, known.message), unexpected: false };
  if (statusCode && statusCode >= 400 && statusCode < 500) {
    return { statusCode, body: envelope('BAD_REQUEST', error.message), unexpected: false };
  }
  return {
    statusCode: 500,
    body: envelope('INTERNAL', 'Something went wrong on our side. Please try again.'),
    unexpected: true,
  };
}

/** One error handler for every route: the answer of `errorAnswer`. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const answer = errorAnswer(error);
    if (answer.unexpected) request.log.error({ err: error }, 'request failed');
    return reply.status(answer.statusCode).send(answer.body);
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send(envelope('NOT_FOUND', `No such address: ${request.method} ${request.url}`));
  });
}
