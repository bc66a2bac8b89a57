// Turns every thrown error into an envelope in the request's language. Validation errors name
// the field; AppErrors carry their own code; anything unexpected is logged in full but answered
// with a generic 500, so no stack trace or internal message ever leaves the server.
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './errors';
import { failure } from './envelope';
import { localeOf, localize, type Locale } from './messages';
import { API_HEADERS } from './security-headers';

interface AjvIssue {
  instancePath?: string;
  keyword?: string;
  params?: Record<string, unknown>;
  message?: string;
}

const RULES: Record<string, Record<Locale, (p: Record<string, unknown>) => string>> = {
  required: { 'zh-cn': () => '必填', en: () => 'is required' },
  additionalProperties: { 'zh-cn': () => '不允许的字段', en: () => 'is not allowed' },
  pattern: { 'zh-cn': () => '格式不正确', en: () => 'has an invalid format' },
  minLength: { 'zh-cn': (p) => `长度不能少于 ${p.limit}`, en: (p) => `must be at least ${p.limit} characters` },
  maxLength: { 'zh-cn': (p) => `长度不能超过 ${p.limit}`, en: (p) => `must be at most ${p.limit} characters` },
  minItems: { 'zh-cn': (p) => `至少需要 ${p.limit} 项`, en: (p) => `must have at least ${p.limit} items` },
  maxItems: { 'zh-cn': (p) => `最多 ${p.limit} 项`, en: (p) => `must have at most ${p.limit} items` },
  minimum: { 'zh-cn': (p) => `不能小于 ${p.limit}`, en: (p) => `must be >= ${p.limit}` },
  maximum: { 'zh-cn': (p) => `不能大于 ${p.limit}`, en: (p) => `must be <= ${p.limit}` },
  enum: {
    'zh-cn': (p) => `取值必须是 ${(p.allowedValues as unknown[]).join('、')} 之一`,
    en: (p) => `must be one of ${(p.allowedValues as unknown[]).join(', ')}`,
  },
  type: { 'zh-cn': (p) => `类型应为 ${p.type}`, en: (p) => `must be ${p.type}` },
  finite: { 'zh-cn': () => '必须是有限的数字', en: () => 'must be a finite number' },
  const: { 'zh-cn': () => '取值不正确', en: () => 'has an unexpected value' },
  anyOf: { 'zh-cn': () => '取值不正确', en: () => 'has an invalid value' },
  minProperties: { 'zh-cn': (p) => `至少需要 ${p.limit} 个字段`, en: (p) => `must have at least ${p.limit} fields` },
};

export function describeValidation(issue: AjvIssue, context: string | undefined, locale: Locale): string {
  const path = (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
  const named = issue.keyword === 'required' ? issue.params?.missingProperty : issue.keyword === 'additionalProperties' ? issue.params?.additionalProperty : '';
  const field = [path, named ? String(named) : ''].filter(Boolean).join('.') || context || 'request';
  const rule = issue.keyword ? RULES[issue.keyword] : undefined;
  return `${field}: ${rule ? rule[locale](issue.params ?? {}) : (issue.message ?? 'is invalid')}`;
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const locale = localeOf(request);
    if (error instanceof AppError) {
      return reply.status(error.httpStatus).send(failure(error.code, localize(error.message, locale, error.params), error.content ?? null));
    }
    if (error.validation && error.validation.length > 0) {
      const msg = describeValidation(error.validation[0] as AjvIssue, error.validationContext, locale);
      return reply.status(400).send(failure(400, msg));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (malformed JSON, body too large, bad content type) are safe to describe.
      return reply.status(status).send(failure(status, error.message));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(failure(500, localize('server.internal', locale)));
  });
}

/**
 * Errors Fastify's router raises before any handler runs (a malformed URL or escape, a path
 * segment longer than the router accepts, a failed constraint): answered in the same envelope and
 * with the API's headers, with their own 4xx status.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  const message = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'path: a path segment is too long' : 'path: the address is malformed';
  void reply
    .status(status)
    .headers(API_HEADERS)
    .send(failure(status, localize(message, localeOf(request))));
}

/**
 * Errors Node's HTTP parser raises before Fastify sees a request (headers larger than the server
 * accepts, a malformed request line, a request that took too long): answered on the socket in the
 * envelope, then the connection is closed.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, msg] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'headers: the request headers are too large']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'request: timed out']
        : [400, 'request: malformed HTTP request'];
  if (socket.writable) {
    const body = JSON.stringify(failure(status, msg));
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `X-Content-Type-Options: nosniff\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
