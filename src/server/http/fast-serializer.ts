/**
 * Response serialization from the routes' zod schemas (docs/api.md, docs/performance.md
 * "Request path"). Each response schema is turned once into JSON Schema (`z.toJSONSchema`,
 * output side) and compiled with fast-json-stringify, which writes only the properties the
 * schema declares: nothing undeclared leaves the server, as with the zod serializer it
 * replaces, and strings (ISO-8601 dates included, written by the presenters) are sent as they
 * are. A schema that changes its value while parsing (a transform, pipe, default, prefault or
 * catch) cannot be written by fast-json-stringify the way zod would; such a route keeps
 * fastify-type-provider-zod's serializer (parse, then `JSON.stringify`).
 * fast-json-stringify does not validate: a missing required property still fails (500), while
 * a value of the wrong type is coerced; the API tests check every answer against its schema
 * (`src/server/test/response-schema-check.ts`).
 */
import fastJson, { type Schema } from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** zod kinds whose output differs from their input: left to the zod serializer. */
const CHANGES_VALUE = new Set(['transform', 'pipe', 'default', 'prefault', 'catch']);

type JsonNode = Record<string, unknown>;

/** True when `node` is `{ type: <one scalar type> }` with only annotation keys beside it. */
function isPlainScalar(node: unknown): node is JsonNode & { type: string } {
  if (!node || typeof node !== 'object') return false;
  const n = node as JsonNode;
  const scalar = ['string', 'number', 'integer', 'boolean'];
  return (
    typeof n.type === 'string' &&
    scalar.includes(n.type) &&
    Object.keys(n).every((k) => !['anyOf', 'oneOf', 'allOf', 'properties', 'items'].includes(k))
  );
}

/**
 * Rewrites `anyOf: [<scalar>, { type: 'null' }]` (zod's `.nullable()`) as `type: [<scalar>,
 * 'null']`, which fast-json-stringify writes without running a validator for each value;
 * drops the `$schema` keyword. Works in place, recursively.
 */
function simplify(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(simplify);
  if (!node || typeof node !== 'object') return node;
  const n = node as JsonNode;
  for (const key of Object.keys(n)) n[key] = simplify(n[key]);
  delete n.$schema;
  const anyOf = n.anyOf;
  if (Array.isArray(anyOf) && anyOf.length === 2) {
    const nullAt = anyOf.findIndex((b) => (b as JsonNode)?.type === 'null');
    const other = anyOf[1 - nullAt];
    if (nullAt >= 0 && isPlainScalar(other) && Object.keys(n).length === 1) {
      return { ...other, type: [other.type, 'null'] };
    }
  }
  return n;
}

/**
 * The JSON Schema of `schema` for fast-json-stringify, or null when the schema changes values
 * while parsing (or has no JSON Schema form).
 */
export function serializableJsonSchema(schema: z.ZodType): Schema | null {
  let changesValue = false;
  let json: unknown;
  try {
    json = z.toJSONSchema(schema, {
      io: 'output',
      unrepresentable: 'throw',
      override: (ctx) => {
        if (CHANGES_VALUE.has(ctx.zodSchema._zod.def.type)) changesValue = true;
      },
    });
  } catch {
    return null;
  }
  return changesValue ? null : (simplify(json) as Schema);
}

type SerializerInput = Parameters<FastifySerializerCompiler<unknown>>[0];

/**
 * Fastify's serializer compiler for the zod response schemas: fast-json-stringify where the
 * schema allows it (see the file's comment), else fastify-type-provider-zod's own.
 */
export const fastSerializerCompiler: FastifySerializerCompiler<unknown> = (input) => {
  const { schema } = input as SerializerInput & { schema: unknown };
  const json = schema instanceof z.ZodType ? serializableJsonSchema(schema) : null;
  if (!json) {
    return (zodSerializerCompiler as unknown as FastifySerializerCompiler<unknown>)(input);
  }
  return fastJson(json);
};
