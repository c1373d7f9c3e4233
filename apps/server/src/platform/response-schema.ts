import type { Operation } from '@aula/contract/operation';
import { z } from 'zod';

type JsonSchema = { [keyword: string]: unknown };

/** Keywords that only validate: the serializer never needs them, and they would only slow it down. */
const validationOnly = new Set([
  '$schema',
  'pattern',
  'format',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'minItems',
  'maxItems',
  'propertyNames',
  'description',
]);

function isNullSchema(schema: unknown): boolean {
  return typeof schema === 'object' && schema !== null && (schema as JsonSchema).type === 'null';
}

/**
 * Simplifies a JSON Schema for fast-json-stringify: drops validation-only keywords, and turns zod's
 * nullable form (`anyOf: [X, {type: 'null'}]`) into `X` with `nullable: true`, which the serializer
 * writes directly instead of asking a validator which branch matches.
 */
function forSerializer(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(forSerializer);
  if (typeof schema !== 'object' || schema === null) return schema;
  const source = schema as JsonSchema;
  const anyOf = source.anyOf;
  if (Array.isArray(anyOf) && anyOf.length === 2 && anyOf.some(isNullSchema)) {
    const other = anyOf.find((branch) => !isNullSchema(branch));
    const { anyOf: _, ...rest } = source;
    return forSerializer({ ...rest, ...(other as JsonSchema), nullable: true });
  }
  const result: JsonSchema = {};
  for (const [keyword, value] of Object.entries(source)) {
    if (validationOnly.has(keyword)) continue;
    // Under `properties`, keys are field names, not keywords: keep them all.
    result[keyword] =
      keyword === 'properties' && typeof value === 'object' && value !== null
        ? Object.fromEntries(Object.entries(value).map(([name, field]) => [name, forSerializer(field)]))
        : forSerializer(value);
  }
  return result;
}

/**
 * The JSON Schema of an operation's answer, from the contract, for Fastify's serializer: the answer
 * is written field by field as the contract declares it, and a field it does not declare is dropped.
 * A response schema zod cannot express in JSON Schema (a transform, a date object) throws here, at
 * start-up, naming the operation: answers are plain JSON values.
 */
export function responseJsonSchema(operation: Operation): unknown {
  try {
    return forSerializer(z.toJSONSchema(operation.response, { io: 'output', target: 'draft-07' }));
  } catch (error) {
    throw new Error(`The response of ${operation.name} cannot be written as JSON Schema`, { cause: error });
  }
}
