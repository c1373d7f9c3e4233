import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error.ts';

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused
const controlCharacter = /[\u0000-\u001f\u007f-\u009f]/;

/** The first name (`path`, `to`, ...) in params or query whose value holds a control character. */
function fieldWithControlCharacter(values: unknown): string | undefined {
  if (typeof values !== 'object' || values === null) return undefined;
  for (const [name, value] of Object.entries(values)) {
    const texts = Array.isArray(value) ? value : [value];
    if (texts.some((text) => typeof text === 'string' && controlCharacter.test(text))) {
      return name === '*' ? 'path' : name;
    }
  }
  return undefined;
}

/**
 * Addresses are decoded before routes see them, so `/files/hallticket/B1/a%00b` hands a NUL to a query,
 * which PostgreSQL refuses with a 500. Every route's path parameters and query values are checked once,
 * here, and a control character answers 400 naming the parameter. (API bodies are checked by the contract.)
 */
export function installControlCharacterGuard(app: FastifyInstance): void {
  // A callback hook rather than an async one: it runs on every request, exam polls included.
  app.addHook('preValidation', (request, _reply, done) => {
    const field = fieldWithControlCharacter(request.params) ?? fieldWithControlCharacter(request.query);
    done(
      field
        ? new AppError('VALIDATION_FAILED', `Invalid request: check ${field}.`, {
            [field]: 'may not hold control characters',
          })
        : undefined,
    );
  });
}
