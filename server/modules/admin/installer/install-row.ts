// The installer's state machine row (`module_install`, migration 0015). The spec's states: init (met,
// not installed: bought, or an install that failed before it changed anything), download, install
// (verify, dry run, dependencies, tables, seed rows, registry), installed, disabled, unknown (a run
// cut off by a stopped server: what it began was undone at the next start, so nothing of it is in
// the product, but the module's own state could not be finished). Every move is one conditional
// update (`WHERE state IN (...)`), so of two parallel requests one moves the row and the other is
// told the module is busy.
import type { Kysely, Selectable, Updateable } from 'kysely';
import type { Label } from '../../../../src/generated/schema-types';
import type { Database, ModuleInstallTable } from '../../../db/schema';
import { AppError } from '../../../http/errors';
import type { MessageKey, MessageParams } from '../../../http/messages';

import type { InstallState } from '../../../../src/shared/module-installer';

export type { InstallState };

/** Where a run is (or was, when it failed): the progress view names it. */
export type InstallStep = '' | 'download' | 'verify' | 'dryRun' | 'dependencies' | 'tables' | 'seed' | 'registry' | 'done';

/** States in which a run holds the row; nothing else may move it. */
export const BUSY: readonly InstallState[] = ['download', 'install'];

export type InstallRow = Selectable<ModuleInstallTable>;

export interface Failure {
  error: MessageKey;
  params: MessageParams;
  /** Lines that explain (the dry run's problems, the conflicts). */
  problems: string[];
}

type Db = Kysely<Database>;

export function parseJson<T>(text: string, fallback: T): T {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

export async function readInstall(db: Db, uid: string): Promise<InstallRow | undefined> {
  return db.selectFrom('module_install').selectAll().where('uid', '=', uid).executeTakeFirst();
}

/** The row of a module, made (state init) when the product meets it for the first time. */
export async function ensureInstall(db: Db, uid: string, title: Label | Record<string, never>, now: number): Promise<InstallRow> {
  await db
    .insertInto('module_install')
    .values({ uid, title: JSON.stringify(title), created_at: now, updated_at: now })
    .onConflict((oc) => oc.column('uid').doNothing())
    .execute();
  return (await readInstall(db, uid))!;
}

/**
 * Moves a module from one of `from` to `to` (with the other columns of `set`) in one conditional
 * update; a module in another state is a 409 naming the state it is in.
 */
export async function claim(
  db: Db,
  uid: string,
  from: readonly InstallState[],
  set: Updateable<ModuleInstallTable> & { state: InstallState; updated_at: number },
): Promise<void> {
  const result = await db.updateTable('module_install').set(set).where('uid', '=', uid).where('state', 'in', [...from]).executeTakeFirst();
  if (Number(result.numUpdatedRows) === 1) return;
  const row = await readInstall(db, uid);
  if (!row) throw new AppError(404, 'installer.unknownModule', null, { uid });
  throw new AppError(409, 'installer.wrongState', { state: row.state }, { uid, state: row.state, expected: from.join(', ') });
}

/** A run's step and progress (0–100); only the run that holds the row writes it. */
export async function report(db: Db, uid: string, runId: string, step: InstallStep, progress: number, now: number): Promise<void> {
  await db
    .updateTable('module_install')
    .set({ step, progress: Math.max(0, Math.min(100, Math.round(progress))), updated_at: now })
    .where('uid', '=', uid)
    .where('run_id', '=', runId)
    .execute();
}

export function failureColumns(failure: Failure): { error: string; reason: string } {
  return { error: failure.error, reason: JSON.stringify({ params: failure.params, problems: failure.problems }) };
}

export function reasonOf(row: InstallRow): { params: MessageParams; problems: string[] } {
  const reason = parseJson<{ params?: MessageParams; problems?: string[] }>(row.reason, {});
  return { params: reason.params ?? {}, problems: reason.problems ?? [] };
}
