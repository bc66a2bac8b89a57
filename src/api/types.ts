/** The response envelope of spec §7. */
export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  content: T;
}

/** A call that the server (or the network) refused; its message has been shown already unless the caller opted out. */
export class ApiError extends Error {
  constructor(
    /** Envelope code, else HTTP status; 0 for network failures and timeouts. */
    readonly code: number,
    message: string,
    readonly content?: unknown,
    /** The server's own msg, when it sent one (the shown message may be the catalogue's text instead). */
    readonly serverMessage?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** A call aborted because an identical one replaced it (spec §4). */
export class DuplicateRequestError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DuplicateRequestError';
  }
}

export interface ListResult<T> {
  list: T[];
  total: number;
}
