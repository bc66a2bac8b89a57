// The one authorisation step of the server (DESIGN §9.4). A subject is whoever calls — a member
// with the page codes of their group and benefits, or an administrator with the rule names of their
// groups — resolved once per request; `authorize` is a synchronous set lookup. Every route that
// checks a right goes through here, so a refusal is always the same 403 with one localised message.
import { AppError } from './errors';

/** Granted codes or rule names; `'*'` = everything (a super administrator's group). */
export type Grants = ReadonlySet<string> | '*';

export interface Subject {
  readonly grants: Grants;
}

export function can(subject: Subject, code: string): boolean {
  return subject.grants === '*' || subject.grants.has(code);
}

/** Throws the 403 `auth.codeRequired` unless the subject holds `code`. */
export function authorize(subject: Subject, code: string): void {
  if (!can(subject, code)) throw new AppError(403, 'auth.codeRequired', null, { code });
}
