/**
 * In API tests, every answer is checked against its route's declared response schema before it
 * is serialized (docs/api.md). The serializer sends what the schema parses, so a schema that
 * lacks a field would silently drop it from the answer; here that fails instead: the answer
 * becomes a 500 and the difference is printed, naming the route.
 */
import { isDeepStrictEqual } from 'node:util';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';

/** The zod schema a route declares for `status` (exact code, then `4xx`-style, then default). */
export function responseSchemaOf(response: unknown, status: number): z.ZodType | undefined {
  if (!response || typeof response !== 'object') return undefined;
  const byStatus = response as Record<string, z.ZodType | undefined>;
  return byStatus[String(status)] ?? byStatus[`${String(status)[0]}xx`] ?? byStatus.default;
}

const asJson = (value: unknown): unknown =>
  value === undefined ? undefined : JSON.parse(JSON.stringify(value));

function describe(request: FastifyRequest, status: number): string {
  return `${request.method} ${request.routeOptions.url ?? request.url} → ${status}`;
}

export function installResponseSchemaCheck(app: FastifyInstance): void {
  app.addHook('preSerialization', async (request, reply, payload) => {
    const schema = responseSchemaOf(request.routeOptions.schema?.response, reply.statusCode);
    if (!schema) return payload;
    const result = schema.safeParse(payload);
    if (!result.success) {
      const message = `response schema mismatch: ${describe(request, reply.statusCode)}`;
      console.error(`${message}\n${result.error.message}`);
      // fast-json-stringify coerces rather than refuses (http/fast-serializer.ts): refuse here.
      throw new Error(message);
    }
    const sent = asJson(payload);
    const kept = asJson(result.data);
    if (!isDeepStrictEqual(sent, kept)) {
      const message = `response schema of ${describe(request, reply.statusCode)} would change the answer`;
      console.error(`${message}\nsent: ${JSON.stringify(sent)}\nkept: ${JSON.stringify(kept)}`);
      throw new Error(message);
    }
    return payload;
  });
}
