// The one error type routes throw. Its code becomes both the envelope code and (mapped) the HTTP
// status, so the web client can rely on either (contracts §7). The message is a key of
// http/messages.ts (answered in the request's language) or, for internal callers, plain text.
import type { MessageKey, MessageParams } from './messages';

export type ErrorCode = 400 | 401 | 403 | 404 | 409 | 410 | 429 | 500 | 4034;

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: MessageKey | (string & {}),
    /** Extra machine-readable detail for the client (e.g. `{captchaRequired: true}`). */
    readonly content?: unknown,
    /** Values for the message's `{placeholders}`. */
    readonly params?: MessageParams,
  ) {
    super(message);
    this.name = 'AppError';
  }

  get httpStatus(): number {
    return this.code === 4034 ? 403 : this.code;
  }
}
