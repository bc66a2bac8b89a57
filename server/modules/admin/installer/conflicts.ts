// Conflicts of an update (spec: "updating a module requires disabling it first, which can raise file
// conflicts and dependency conflicts"). A file conflict is a screen the module provided that an
// administrator changed since it was installed (its document's hash differs from the hash recorded
// at install); its choices are `backup` (the administrator's document is saved to a backup file and
// the new version's screen is installed) or `keep` (the new version's screen is discarded and the
// administrator's stays). A dependency conflict is a module the new version needs at a version
// another installed module does not accept (or not at the version installed); its choices are
// `overwrite` (install the version the new one needs) or `keep` (do not use the new dependency: the
// update stops). Each resolution is applied and recorded in the row.
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import type { AppContext } from '../../../context';
import type { Conflict, DependencyChoice, DependencyConflict, FileChoice, FileConflict, Resolution } from '../../../../src/shared/module-installer';
import { parseJson } from './install-row';

export type { Conflict, DependencyChoice, DependencyConflict, FileChoice, FileConflict, Resolution };

export interface StoredScreen {
  id: string;
  document: string;
}

export function documentHash(document: string): string {
  return createHash('sha256').update(document).digest('hex');
}

/** Screens whose current document differs from the one the module installed. */
export function fileConflicts(current: StoredScreen[], installedHashes: Record<string, string>, incomingIds: ReadonlySet<string>): FileConflict[] {
  return current
    .filter((screen) => incomingIds.has(screen.id) && installedHashes[screen.id] !== undefined && installedHashes[screen.id] !== documentHash(screen.document))
    .map((screen) => ({ kind: 'file', screen: screen.id, choices: ['backup', 'keep'] }));
}

/** Dependencies the new version needs at a version not installed, with the modules that need the installed one. */
export async function dependencyConflicts(ctx: AppContext, uid: string, dependencies: Record<string, string>): Promise<DependencyConflict[]> {
  const rows = await ctx.db.selectFrom('module_install').select(['uid', 'version', 'state', 'dependencies']).execute();
  const conflicts: DependencyConflict[] = [];
  for (const [dependency, range] of Object.entries(dependencies)) {
    const row = rows.find((r) => r.uid === dependency);
    if (!row || !row.version || semver.satisfies(row.version, range)) continue;
    const neededBy = rows
      .filter((r) => r.uid !== uid && r.version && parseJson<Record<string, string>>(r.dependencies, {})[dependency] !== undefined)
      .map((r) => r.uid);
    conflicts.push({ kind: 'dependency', uid: dependency, installed: row.version, needed: range, neededBy, choices: ['overwrite', 'keep'] });
  }
  return conflicts;
}

/** Saves an administrator's document before the new version overwrites it; returns the file's path under DATA_DIR. */
export function backupScreen(dataDir: string, uid: string, version: string, screen: StoredScreen, now: number): string {
  const relative = path.join('modules', uid, 'backups', `${version}-${now}`, `${screen.id}.json`);
  mkdirSync(path.dirname(path.join(dataDir, relative)), { recursive: true });
  writeFileSync(path.join(dataDir, relative), screen.document);
  return relative;
}

