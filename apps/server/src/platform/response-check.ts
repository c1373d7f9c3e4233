import { isDeepStrictEqual } from 'node:util';
import type { Operation } from '@aula/contract/operation';
import type { FastifyReply } from 'fastify';

function fail(message: string): never {
  // Tests run with logging off, and the error handler hides a 500's details: say what broke here.
  console.error(message);
  throw new Error(message);
}

/**
 * The server tests' check of an answer (`checkResponses`): it must pass the contract's zod schema, and
 * the JSON the route's serializer writes must be the JSON zod's parse would give. A handler returning
 * a wrong shape, or a contract change the serializer writes differently (a date, a union, an optional
 * field), fails the test that reached it.
 */
export function checkResponse(operation: Operation, result: unknown, reply: FastifyReply): void {
  const parsed = operation.response.safeParse(result);
  if (!parsed.success) {
    fail(`The answer of ${operation.name} does not match the contract: ${parsed.error.message}`);
  }
  const expected: unknown = JSON.parse(JSON.stringify(parsed.data));
  const written: unknown = JSON.parse(String(reply.serialize(result)));
  if (!isDeepStrictEqual(written, expected)) {
    fail(
      `The serializer writes the answer of ${operation.name} differently from the contract:\n` +
        `  written: ${JSON.stringify(written)}\n  zod:     ${JSON.stringify(expected)}`,
    );
  }
}
