import { DrizzleQueryError } from 'drizzle-orm/errors';
import type { FastifyServerOptions } from 'fastify';
import type { Config } from './config.ts';

/** Where log lines go: standard output unless a test captures them. */
export interface LogDestination {
  write(line: string): void;
}

const MAX_CAUSES = 3;

/** The `at ...` lines of a stack: its first line repeats the message, which may quote values. */
function stackFrames(stack: string | undefined): string {
  return (stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
}

/** An error as the log shows it (the shape pino's own error serialiser gives, minus what is unsafe). */
export interface SafeError {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
}

/** An error raised by PostgreSQL (postgres.js or PGlite): it carries a five-character SQLSTATE code. */
function isDatabaseError(error: Error): error is Error & Record<string, unknown> {
  const { code } = error as { code?: unknown };
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && 'severity' in error;
}

/** Names PostgreSQL attaches to an error (the table, column or constraint involved), never values. */
const databaseErrorNames = [
  'routine',
  'table',
  'table_name',
  'column',
  'column_name',
  'constraint',
  'constraint_name',
];

/**
 * What of a failure may be written to the log. Only named, known-safe parts are copied: a failed query's
 * SQL text (placeholders, never its parameters), PostgreSQL's SQLSTATE and the names of the table or
 * constraint, other errors' messages, and stack frames. Drizzle's query errors put the parameters in
 * their message and properties, and PostgreSQL's own messages can quote a value ("invalid input syntax
 * for type integer: ..."), so neither is copied: a password hash or a learner's answer never reaches
 * the log.
 */
export function safeError(error: unknown, depth = 0): SafeError {
  if (!(error instanceof Error))
    return { type: typeof error, message: 'a thrown value that is not an Error', stack: '' };
  const type = error.name && error.name !== 'Error' ? error.name : error.constructor.name;
  const summary: SafeError = { type, message: error.message, stack: stackFrames(error.stack) };
  if (error instanceof DrizzleQueryError) {
    summary.message = 'Failed query';
    summary.query = error.query;
  } else if (isDatabaseError(error)) {
    summary.message = `PostgreSQL error ${error.code}`;
    summary.code = error.code;
    for (const name of databaseErrorNames) {
      if (typeof error[name] === 'string') summary[name] = error[name];
    }
  } else {
    const { code } = error as { code?: unknown };
    if (typeof code === 'string') summary.code = code;
  }
  if (error.cause !== undefined && depth < MAX_CAUSES) summary.cause = safeError(error.cause, depth + 1);
  return summary;
}

/**
 * A request as the log shows it. The calendar feed's address is its credential, so its token is left out;
 * query strings are left out too (nothing the portal needs to debug travels there).
 */
export function safeRequest(request: {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}): Record<string, unknown> {
  const path = request.url.split('?')[0] ?? '';
  return {
    method: request.method,
    url: path.replace(/^\/calendar\/[^/]+$/, '/calendar/(token)'),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** The logger of the server: JSON lines (pino) at the configured level, through the safe serialisers. */
export function loggerOptions(
  level: Config['LOG_LEVEL'],
  destination?: LogDestination,
): FastifyServerOptions['logger'] {
  if (level === 'silent') return false;
  return {
    level,
    serializers: { err: safeError, error: safeError, req: safeRequest },
    ...(destination ? { stream: destination } : {}),
  };
}
