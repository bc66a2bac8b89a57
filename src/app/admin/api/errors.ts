import { ApiError, DuplicateRequestError } from '../../../api/types';
import { ResourceError } from '../../../engine/runtime/resource-provider';

// docs/admin.md §3: bad input is 400 naming the field, as `<field>: <what is wrong>`.
const FIELD_PREFIX = /^([A-Za-z_][A-Za-z0-9_.]*): /;

/** The input a server message names, if it names one. */
export function fieldOf(message: string): string | null {
  return FIELD_PREFIX.exec(message)?.[1] ?? null;
}

/**
 * Any failure of an admin call as a ResourceError: the envelope code (else the HTTP status; 0 when
 * no answer came), the server's own message when it sent one (else the catalogue's text), and the
 * field that message names.
 */
export function toResourceError(error: unknown): ResourceError {
  if (error instanceof ResourceError) return error;
  if (error instanceof ApiError) {
    const message = error.serverMessage || error.message;
    return new ResourceError(error.code, message, fieldOf(message));
  }
  if (error instanceof DuplicateRequestError) return new ResourceError(0, error.message);
  return new ResourceError(0, error instanceof Error ? error.message : String(error));
}
