/**
 * The server's one error type and the Fastify error handler that turns anything thrown into
 * the `{ message, code, fieldErrors? }` shape (convention 7). Never leaks a stack trace.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import type { ApiErrorBody, ErrorCode } from '@/shared/errors';

export class AppError extends Error {
  constructor(
    public readonly statusCode: number,
    public readonly code: ErrorCode,
    message: string,
    public readonly fieldErrors?: Record<string, string[]>,
    public readonly headers?: Record<string, string>,
    /** Extra members of the body (409 DEACTIVATED: `userId`). */
    public readonly details?: Pick<ApiErrorBody, 'userId'>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, fieldErrors?: Record<string, string[]>) =>
  new AppError(400, 'VALIDATION_FAILED', message, fieldErrors);
/** 400 for one field, with the field's message as the response message. */
export const fieldError = (field: string, message: string) =>
  badRequest(message, { [field]: [message] });
export const unauthenticated = (message = 'Authentication required') =>
  new AppError(401, 'UNAUTHENTICATED', message);
export const forbidden = (message = 'You do not have permission to do this') =>
  new AppError(403, 'FORBIDDEN', message);
export const notFound = (message = 'Not found') => new AppError(404, 'NOT_FOUND', message);
export const conflict = (message: string, fieldErrors?: Record<string, string[]>) =>
  new AppError(409, 'CONFLICT', message, fieldErrors);
export const tooManyRequests = (
  retryAfterSeconds: number,
  message = 'Too many attempts. Please try again later.',
) =>
  new AppError(429, 'RATE_LIMITED', message, undefined, {
    'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });

/** Field path of a validation issue; the create-meeting wrapper `meeting.` is dropped. */
function fieldName(path: readonly PropertyKey[]): string {
  const parts = path.map(String);
  if (parts[0] === 'meeting' && parts.length > 1) parts.shift();
  return parts.join('.') || '_';
}

/** Builds the 400 body from validation issues (zod or the type provider's). */
export function validationBody(
  issues: { path: readonly PropertyKey[]; message: string }[],
): ApiErrorBody {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = fieldName(issue.path);
    (fieldErrors[key] ??= []).push(issue.message);
  }
  return {
    message: issues[0]?.message ?? 'Invalid request',
    code: 'VALIDATION_FAILED',
    fieldErrors,
  };
}

/** Installs the error and not-found handlers for `/api`. */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | ZodError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) void reply.headers(error.headers);
      const body: ApiErrorBody = { message: error.message, code: error.code };
      if (error.fieldErrors) body.fieldErrors = error.fieldErrors;
      if (error.details?.userId !== undefined) body.userId = error.details.userId;
      return reply.status(error.statusCode).send(body);
    }
    if (error instanceof ZodError) {
      return reply.status(400).send(validationBody(error.issues));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => ({
        path: v.instancePath.split('/').filter(Boolean),
        message: v.message ?? 'Invalid value',
      }));
      return reply.status(400).send(validationBody(issues));
    }
    const fe = error as FastifyError;
    if (fe.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || fe.statusCode === 413) {
      return reply
        .status(413)
        .send({ message: 'Request body is too large', code: 'PAYLOAD_TOO_LARGE' });
    }
    if (fe.statusCode === 415) {
      return reply
        .status(415)
        .send({ message: 'Content-Type must be application/json', code: 'VALIDATION_FAILED' });
    }
    if (fe.statusCode && fe.statusCode >= 400 && fe.statusCode < 500) {
      const message =
        fe.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || fe.code?.startsWith('FST_ERR_CTP')
          ? 'Request body is not valid JSON'
          : 'Invalid request';
      return reply
        .status(fe.statusCode === 429 ? 429 : 400)
        .send({ message, code: fe.statusCode === 429 ? 'RATE_LIMITED' : 'VALIDATION_FAILED' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .status(500)
      .send({ message: 'Something went wrong. Please try again.', code: 'INTERNAL' });
  });
}
