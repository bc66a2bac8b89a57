// The response envelope every API route answers with (spec §7): code 200 = success.
export interface Envelope<T> {
  code: number;
  msg: string;
  content: T;
}

export function ok<T>(content: T, msg = 'ok'): Envelope<T> {
  return { code: 200, msg, content };
}

export function failure(code: number, msg: string, content: unknown = null): Envelope<unknown> {
  return { code, msg, content };
}
