// Disable, enable and uninstall (issue 25 item 4). Disable takes the module's screens and rules away
// (registry.remove) and keeps their documents in the row, as they were, so enable restores exactly
// what the administrators had (their changes included) — the state moves in the same transaction as
// the registry. Its tables and rows stay. Uninstall only from disabled: the version folders go, and
// its tables too when the administrator chooses so. A module another installed module needs is
// neither disabled nor uninstalled.
import { rmSync } from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { AppContext } from '../../../context';
import type { Database } from '../../../db/schema';
import { AppError } from '../../../http/errors';
import type { ScreenRegistry } from '../registry/registry';
import type { StoredScreen } from './conflicts';
import { dependencyProblems, ownerOf } from './dry-run';
import { parseJson, readInstall, type InstallState } from './install-row';
import { dropTables } from './tables';
import { modulesRoot } from './versions';

/** Moves the row inside a writer's transaction; a row no longer in `from` aborts the whole write. */
async function move(trx: Kysely<Database>, uid: string, from: InstallState, set: Partial<Record<'state' | 'kept_screens' | 'error' | 'reason', string>> & { updated_at: number }) {
  const result = await trx.updateTable('module_install').set(set).where('uid', '=', uid).where('state', '=', from).executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw new AppError(409, 'installer.busy', null, { uid });
}

async function requireState(ctx: AppContext, uid: string, states: InstallState[]) {
  const row = await readInstall(ctx.db, uid);
  if (!row) throw new AppError(404, 'installer.unknownModule', null, { uid });
  if (!states.includes(row.state as InstallState)) throw new AppError(409, 'installer.wrongState', { state: row.state }, { uid, state: row.state, expected: states.join(', ') });
  return row;
}

/** Modules in `states` whose dependencies name `uid`. */
async function dependents(ctx: AppContext, uid: string, states: InstallState[]): Promise<string[]> {
  const rows = await ctx.db.selectFrom('module_install').select(['uid', 'dependencies']).where('state', 'in', states).execute();
  return rows.filter((row) => row.uid !== uid && parseJson<Record<string, string>>(row.dependencies, {})[uid] !== undefined).map((row) => row.uid);
}

/** Disables `uid`; `updating` is the module whose run updates it as a dependency (its own need does not count). */
export async function disableModule(ctx: AppContext, registry: ScreenRegistry, uid: string, updating?: string): Promise<void> {
  await requireState(ctx, uid, ['installed']);
  const enabled = (await dependents(ctx, uid, ['installed', 'download', 'install'])).filter((other) => other !== updating);
  if (enabled.length > 0) throw new AppError(409, 'installer.neededBy', { modules: enabled }, { uid, modules: enabled.join(', ') });
  const screens: StoredScreen[] = await ctx.db.selectFrom('crud_schema').select(['id', 'document']).where('owner', '=', ownerOf(uid)).orderBy('id').execute();
  await registry.remove(
    screens.map((s) => s.id),
    (trx) => move(trx, uid, 'installed', { state: 'disabled', kept_screens: JSON.stringify(screens), error: '', reason: '{}', updated_at: ctx.now() }),
  );
}

export async function enableModule(ctx: AppContext, registry: ScreenRegistry, uid: string): Promise<void> {
  const row = await requireState(ctx, uid, ['disabled']);
  const problems = await dependencyProblems(ctx, parseJson<Record<string, string>>(row.dependencies, {}));
  if (problems.length > 0) throw new AppError(409, 'installer.dependenciesMissing', { problems }, { uid, count: problems.length });
  const screens = parseJson<StoredScreen[]>(row.kept_screens, []);
  await registry.store(
    ownerOf(uid),
    screens.map((s) => JSON.parse(s.document) as unknown),
    (trx) => move(trx, uid, 'disabled', { state: 'installed', kept_screens: '[]', error: '', reason: '{}', updated_at: ctx.now() }),
  );
}

export async function uninstallModule(ctx: AppContext, uid: string, dropData: boolean): Promise<void> {
  const row = await requireState(ctx, uid, ['disabled']);
  const needing = await dependents(ctx, uid, ['installed', 'disabled', 'download', 'install']);
  if (needing.length > 0) throw new AppError(409, 'installer.neededBy', { modules: needing }, { uid, modules: needing.join(', ') });
  const tables = parseJson<string[]>(row.tables, []);
  // The state first (a conditional move): of two parallel uninstalls one goes on.
  const now = ctx.now();
  const result = await ctx.db
    .updateTable('module_install')
    .set({ state: 'init', version: '', previous_version: '', folder: '', hashes: '{}', kept_screens: '[]', dependencies: '{}', tables: dropData ? '[]' : row.tables, step: '', progress: 0, error: '', reason: '{}', updated_at: now })
    .where('uid', '=', uid)
    .where('state', '=', 'disabled')
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw new AppError(409, 'installer.busy', null, { uid });
  if (dropData) await dropTables(ctx, tables);
  rmSync(path.join(modulesRoot(ctx.config.dataDir), uid), { recursive: true, force: true });
}
