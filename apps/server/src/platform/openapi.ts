import { ErrorEnvelope } from '@aula/contract/errors';
import { operationPath } from '@aula/contract/operation';
import { operations } from '@aula/contract/operations';
import { z } from 'zod';

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): unknown {
  return z.toJSONSchema(schema, { io, unrepresentable: 'any' });
}

/** The OpenAPI document, generated from the contract: every operation, its access, body and answer. */
export function buildOpenApiDocument(): Record<string, unknown> {
  const paths: Record<string, unknown> = {};
  for (const operation of Object.values(operations)) {
    paths[operationPath(operation.name)] = {
      post: {
        operationId: operation.name,
        summary: operation.summary,
        tags: [operation.access],
        'x-access': operation.access,
        ...(operation.access === 'public' ? {} : { security: [{ session: [] }] }),
        requestBody: {
          required: true,
          content: { 'application/json': { schema: jsonSchema(operation.body, 'input') } },
        },
        responses: {
          '200': {
            description: 'Success',
            content: { 'application/json': { schema: jsonSchema(operation.response, 'output') } },
          },
          default: {
            description: 'An error, in the one envelope every operation uses',
            content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } },
          },
        },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Aula API',
      version: '1',
      description:
        'Every call is POST /api/<operation> with a JSON body. Learner and staff operations need the session cookie set by /api/auth/signIn.',
    },
    paths,
    components: {
      schemas: { ErrorEnvelope: jsonSchema(ErrorEnvelope, 'output') },
      securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'aula_session' } },
    },
  };
}
