// The one JSON body parser of every route: it refuses `__proto__` and `constructor.prototype` keys
// (as Fastify's own does) and checks the depth first, so that no deeply nested body ever reaches a
// recursive walk (a cache key, a validator) and overflows the stack. Too deep or poisoned bodies
// are a 400 naming `body`, in the envelope like every other client error.
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors';

/** Deeper than any body the API takes (a crud schema document nests about ten levels). */
export const MAX_JSON_DEPTH = 64;

/** The nesting depth of a JSON text, counted without parsing it (strings are skipped). */
export function jsonDepth(text: string, stopAt = Infinity): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 92 /* \ */) i++;
      else if (ch === 34 /* " */) inString = false;
    } else if (ch === 34) inString = true;
    else if (ch === 123 /* { */ || ch === 91 /* [ */) {
      if (++depth > deepest) {
        deepest = depth;
        if (deepest > stopAt) return deepest;
      }
    } else if (ch === 125 /* } */ || ch === 93 /* ] */) depth--;
  }
  return deepest;
}

/** Refuses the keys that could reach an object's prototype once the value is merged somewhere. */
function reviver(key: string, value: unknown): unknown {
  if (key === '__proto__' || (key === 'constructor' && typeof value === 'object' && value !== null && Object.hasOwn(value, 'prototype'))) {
    throw new AppError(400, 'body: __proto__ and constructor.prototype keys are not allowed');
  }
  return value;
}

/** Parses a JSON request body, or throws the 400 that says what is wrong with it. */
export function parseJsonBody(text: string): unknown {
  if (text.trim() === '') throw new AppError(400, 'body: must not be empty when the content type is JSON');
  if (jsonDepth(text, MAX_JSON_DEPTH) > MAX_JSON_DEPTH) throw new AppError(400, `body: nested deeper than ${MAX_JSON_DEPTH} levels`);
  try {
    return JSON.parse(text, reviver);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError(400, 'body: is not valid JSON');
  }
}

export function registerJsonBody(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, parseJsonBody(body as string));
    } catch (error) {
      done(error as AppError, undefined);
    }
  });
}
