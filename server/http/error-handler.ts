// Turns every thrown error into an envelope. Validation errors name the field; AppErrors carry
// their own code; anything unexpected is logged in full but answered with a generic 500, so no
// stack trace or internal message ever leaves the server.
import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError } from './errors';
import { failure } from './envelope';

interface AjvIssue {
  instancePath?: string;
  keyword?: string;
  params?: Record<string, unknown>;
  message?: string;
}

export function describeValidation(issue: AjvIssue, context: string | undefined): string {
  const path = (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
  const missing = issue.keyword === 'required' ? String(issue.params?.missingProperty ?? '') : '';
  const extra = issue.keyword === 'additionalProperties' ? String(issue.params?.additionalProperty ?? '') : '';
  const field = [path, missing || extra].filter(Boolean).join('.') || context || 'request';
  if (missing) return `${field}: is required`;
  if (extra) return `${field}: is not allowed`;
  return `${field}: ${issue.message ?? 'is invalid'}`;
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.httpStatus).send(failure(error.code, error.message, error.content ?? null));
    }
    if (error.validation && error.validation.length > 0) {
      const msg = describeValidation(error.validation[0] as AjvIssue, error.validationContext);
      return reply.status(400).send(failure(400, msg));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (malformed JSON, body too large, bad content type) are safe to describe.
      return reply.status(status).send(failure(status, error.message));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(failure(500, 'Server internal error'));
  });
}
