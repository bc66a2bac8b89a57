// One installer run (issue 25 item 4): download (resumable, hash-checked) → verify (pinned key, every
// file's hash) → dependencies (in order, each a run of its own) → dry run → tables and seed rows →
// the registry (the module's screens and rules with owner `module:<uid>`, one version bump, and the
// state row, in one transaction) → installed. The same run updates (from disabled) and rolls back
// (to the previous version's folder, no download). Any failure undoes what the run began — the
// tables it made are dropped, the version folder it wrote is removed — and puts the module back in
// the state it started from, with the reason; the registry and rules were never touched, because
// they change only in the run's last transaction.
import { randomUUID, type KeyObject } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import semver from 'semver';
import type { AppContext } from '../../../context';
import { verifyPackage } from '../../../../lib/module-package/package';
import { PackageError } from '../../../../lib/module-package/errors';
import { AppError } from '../../../http/errors';
import type { MessageParams } from '../../../http/messages';
import type { ScreenRegistry } from '../registry/registry';
import { backupScreen, documentHash, type Resolution, type StoredScreen } from './conflicts';
import { readContent } from './content';
import { download, downloadCache } from './download';
import { dryRun, ownerOf } from './dry-run';
import { claim, ensureInstall, failureColumns, parseJson, readInstall, report, type Failure, type InstallState, type InstallStep } from './install-row';
import type { MarketClient } from './market-client';
import { disableModule, enableModule } from './lifecycle';
import { createTables, dropTables, seedTables } from './tables';
import { readPackage, removeVersion, versionFolder, writeVersion } from './versions';

export interface InstallerDeps {
  ctx: AppContext;
  registry: ScreenRegistry;
  market: MarketClient;
  /** The pinned marketplace key every package must be signed with. */
  publicKey: () => KeyObject;
  productVersion: string;
  /** Test seam for fault injection: called as each step begins. */
  beforeStep?: (uid: string, step: InstallStep) => Promise<void> | void;
}

export type RunKind = 'install' | 'update' | 'rollback';

export interface RunRequest {
  kind: RunKind;
  uid: string;
  version?: string;
  /** The administrator confirmed the dependencies are in place: none is installed for this run. */
  confirmDependencies?: boolean;
  /** Screens of the administrator's to keep instead of the new version's (file conflicts). */
  keep?: ReadonlySet<string>;
  resolutions?: Resolution[];
  /** The administrator's buyer session at the marketplace (a priced package downloads only for its buyer); never stored. */
  buyerToken?: string;
}

/** The states a run starts from (a failure puts the module back in the one it was in). */
const START: Record<RunKind, InstallState[]> = { install: ['init', 'unknown'], update: ['disabled'], rollback: ['disabled'] };

export function failureOf(error: unknown): Failure {
  if (error instanceof PackageError) return { error: error.reason, params: error.params, problems: [error.message] };
  if (error instanceof AppError) {
    const problems = (error.content as { problems?: string[] } | null)?.problems ?? [];
    return { error: error.message as Failure['error'], params: error.params ?? {}, problems };
  }
  return { error: 'installer.failed', params: { reason: (error as Error).message }, problems: [(error as Error).message] };
}


export class InstallerRuns {
  /** Runs of this process, by module: the routes wait on none, tests and shutdown may. */
  readonly running = new Map<string, Promise<void>>();

  constructor(private readonly deps: InstallerDeps) {}

  /** Claims the module for a run and starts it; answers the state it moved to. */
  async start(request: RunRequest): Promise<InstallState> {
    const { ctx } = this.deps;
    const row = await readInstall(ctx.db, request.uid);
    const from = row?.state as InstallState | undefined;
    if (request.kind === 'install' && !row) await ensureInstall(ctx.db, request.uid, {}, ctx.now());
    const starts = START[request.kind];
    const runId = randomUUID();
    const first: InstallState = request.kind === 'rollback' ? 'install' : 'download';
    await claim(ctx.db, request.uid, starts, { state: first, step: '', progress: 0, error: '', reason: '{}', run_id: runId, updated_at: ctx.now() });
    const back = (from && starts.includes(from) ? from : starts[0]) as InstallState;
    const run = this.run(request, runId, back).finally(() => this.running.delete(request.uid));
    this.running.set(request.uid, run);
    return first;
  }

  /** Waits for every run of this process (shutdown, tests). */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running.values()]);
  }

  private async run(request: RunRequest, runId: string, back: InstallState): Promise<void> {
    const { ctx } = this.deps;
    const undo: (() => Promise<void> | void)[] = [];
    try {
      await this.steps(request, runId, undo);
    } catch (error) {
      const failure = failureOf(error);
      let state = back;
      for (const step of undo.reverse()) {
        try {
          await step();
        } catch (undoError) {
          // Something of the run could not be undone: the module's state is no longer known.
          state = 'unknown';
          failure.problems.push(`undo: ${(undoError as Error).message}`);
        }
      }
      await ctx.db
        .updateTable('module_install')
        .set({ state, pending_tables: state === 'unknown' ? undefined : '[]', target_version: '', ...failureColumns(failure), updated_at: ctx.now() })
        .where('uid', '=', request.uid)
        .where('run_id', '=', runId)
        .execute();
    }
  }

  private async steps(request: RunRequest, runId: string, undo: (() => Promise<void> | void)[]): Promise<void> {
    const { ctx, registry, market } = this.deps;
    const { uid } = request;
    const dataDir = ctx.config.dataDir;
    const step = async (name: InstallStep, progress: number) => {
      await report(ctx.db, uid, runId, name, progress, ctx.now());
      await this.deps.beforeStep?.(uid, name);
    };
    const row = (await readInstall(ctx.db, uid))!;

    // 1. The package: the previous version's folder (rollback) or the marketplace (download).
    let version: string;
    let bytes: Buffer;
    if (request.kind === 'rollback') {
      version = row.previous_version;
      const local = version ? readPackage(dataDir, uid, version) : null;
      if (!local) throw new AppError(409, 'installer.noPrevious', null, { uid });
      bytes = local;
    } else {
      await step('download', 0);
      const release = await market.release(uid, request.version);
      version = release.version;
      await ctx.db.updateTable('module_install').set({ target_version: version, title: JSON.stringify(release.title ?? {}) }).where('uid', '=', uid).where('run_id', '=', runId).execute();
      const local = readPackage(dataDir, uid, version);
      if (local) bytes = local;
      else {
        let last = 0;
        const file = await download(downloadCache(dataDir), `${uid}-${version}.tgz`, { url: release.url, sha256: release.sha256, headers: request.buyerToken ? { authorization: `Bearer ${request.buyerToken}` } : {} }, async (received, total) => {
          const percent = total ? (received / total) * 40 : 0;
          if (percent - last < 2) return;
          last = percent;
          await report(ctx.db, uid, runId, 'download', percent, ctx.now());
        });
        bytes = readFileSync(file);
        // The downloaded package is the cache's; a failed run leaves the cache as it found it.
        undo.push(() => rmSync(file, { force: true }));
      }
    }

    // 2. Verify: the pinned key, every file's hash, the expected identity.
    await ctx.db.updateTable('module_install').set({ state: 'install', target_version: version }).where('uid', '=', uid).where('run_id', '=', runId).execute();
    await step('verify', 42);
    const verified = await verifyPackage(bytes, this.deps.publicKey(), { uid, version });
    const content = readContent(verified.manifest, verified.files);
    // What the version needs, for the progress view of its dependencies. A failed update or rollback
    // puts back what the installed version needs; a failed first install keeps it on show (a module
    // in init is nobody's dependency).
    const needs = JSON.stringify(verified.manifest.dependencies);
    await ctx.db.updateTable('module_install').set({ dependencies: needs }).where('uid', '=', uid).where('run_id', '=', runId).execute();
    if (request.kind !== 'install') {
      undo.push(async () => {
        await ctx.db.updateTable('module_install').set({ dependencies: row.dependencies }).where('uid', '=', uid).where('run_id', '=', runId).execute();
      });
    }

    // 3. Dependencies, in order, each a run of its own (unless the administrator confirmed them).
    await step('dependencies', 45);
    if (!request.confirmDependencies) {
      const overwrite = new Set((request.resolutions ?? []).filter((r) => r.kind === 'dependency' && r.choice === 'overwrite').map((r) => r.name));
      await this.installDependencies(uid, verified.manifest.dependencies as Record<string, string>, runId, request.buyerToken, overwrite);
    }

    // 4. Dry run: with the documents this run will store (an administrator's kept screens included).
    await step('dryRun', 55);
    // An update and a rollback start from disabled: the module's screens are the ones kept at disable.
    const current = request.kind === 'install' ? [] : parseJson<StoredScreen[]>(row.kept_screens, []);
    const keep = request.keep ?? new Set<string>();
    const documents = content.screens.map((doc) => {
      const id = (doc as { id?: unknown }).id;
      const mine = typeof id === 'string' && keep.has(id) ? current.find((s) => s.id === id) : undefined;
      return mine ? (JSON.parse(mine.document) as unknown) : doc;
    });
    const plan = await dryRun(ctx, ctx.config.projectRoot, this.deps.productVersion, content, documents);

    // 5. Files, tables and seed rows (undone on failure).
    if (writeVersion(dataDir, uid, version, bytes, content.bundle, runId)) undo.push(() => removeVersion(dataDir, uid, version));
    await step('tables', 60);
    const made = new Set(plan.newTables);
    await ctx.db.updateTable('module_install').set({ pending_tables: JSON.stringify([...made]) }).where('uid', '=', uid).where('run_id', '=', runId).execute();
    undo.push(() => dropTables(ctx, [...made]));
    await createTables(ctx, plan.models, made);
    await step('seed', 62);
    await seedTables(
      ctx,
      plan.models,
      content.seeds.filter((s) => made.has(s.table)),
      (done, total) => report(ctx.db, uid, runId, 'seed', 62 + (done / total) * 33, ctx.now()),
    );

    // 6. The registry and the state, in one transaction.
    await step('registry', 96);
    const now = ctx.now();
    const hashes = Object.fromEntries(content.screens.map((doc) => [(doc as { id: string }).id, documentHash(JSON.stringify(doc))]));
    const tables = [...new Set([...parseJson<string[]>(row.tables, []), ...plan.tables])];
    await registry.store(ownerOf(uid), documents, async (trx) => {
        const result = await trx
          .updateTable('module_install')
          .set({
            state: 'installed',
            step: 'done',
            progress: 100,
            version,
            target_version: '',
            previous_version: row.version,
            title: JSON.stringify(verified.manifest.title),
            folder: versionFolder(dataDir, uid, version).slice(dataDir.length + 1),
            hashes: JSON.stringify(hashes),
            kept_screens: '[]',
            tables: JSON.stringify(tables),
            pending_tables: '[]',
            dependencies: JSON.stringify(verified.manifest.dependencies),
            resolutions: JSON.stringify([...parseJson<Resolution[]>(row.resolutions, []), ...(request.resolutions ?? [])]),
            error: '',
            reason: '{}',
            installed_at: now,
            updated_at: now,
          })
          .where('uid', '=', uid)
          .where('run_id', '=', runId)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) !== 1) throw new Error('the run no longer holds the module');
      });
    for (const resolution of request.resolutions ?? []) {
      const screen = current.find((s) => s.id === resolution.name);
      if (resolution.kind === 'file' && resolution.choice === 'backup' && screen) resolution.backup = backupScreen(dataDir, uid, row.version, screen, now);
    }
    if (request.resolutions?.some((r) => r.backup)) {
      await ctx.db.updateTable('module_install').set({ resolutions: JSON.stringify([...parseJson<Resolution[]>(row.resolutions, []), ...request.resolutions]) }).where('uid', '=', uid).execute();
    }
  }

  /** Installs the dependencies that are missing, deepest first; a failed one stops with its reason. */
  /**
   * Installs the dependencies that are missing, in order; a dependency installed at a version the
   * range does not take is updated to the newest release that it takes when the administrator chose
   * `overwrite` for it (disabled first, as every update). A failed one stops with its reason.
   */
  private async installDependencies(uid: string, dependencies: Record<string, string>, runId: string, buyerToken: string | undefined, overwrite: ReadonlySet<string>): Promise<void> {
    const { ctx, market, registry } = this.deps;
    const names = Object.keys(dependencies);
    for (const [index, dependency] of names.entries()) {
      const row = await readInstall(ctx.db, dependency);
      const present = row && (row.state === 'installed' || row.state === 'disabled');
      if (present && (semver.satisfies(row.version, dependencies[dependency]) || !overwrite.has(dependency))) continue;
      await report(ctx.db, uid, runId, 'dependencies', 45 + (index / names.length) * 10, ctx.now());
      const release = await market.release(dependency).catch((error: unknown) => {
        throw dependencyFailed(dependency, failureOf(error).params);
      });
      if (present) {
        if (!semver.satisfies(release.version, dependencies[dependency])) throw dependencyFailed(dependency, { reason: `${release.version} does not satisfy ${dependencies[dependency]}` });
        if (row.state === 'installed') await disableModule(ctx, registry, dependency, uid);
        await this.start({ kind: 'update', uid: dependency, version: release.version, buyerToken });
      } else {
        await ensureInstall(ctx.db, dependency, release.title ?? {}, ctx.now());
        await this.start({ kind: 'install', uid: dependency, version: release.version, buyerToken });
      }
      await this.running.get(dependency);
      const after = await readInstall(ctx.db, dependency);
      if (after?.state === 'installed') continue;
      // A failed update left it disabled at its version: enabled again if this run disabled it.
      if (present && row.state === 'installed' && after?.state === 'disabled') await enableModule(ctx, registry, dependency);
      throw dependencyFailed(dependency, { reason: after?.error ?? '' });
    }
  }
}

function dependencyFailed(dependency: string, params: MessageParams): AppError {
  return new AppError(400, 'installer.dependencyFailed', { problems: [`${dependency}: ${String(params.reason ?? '')}`] }, { dependency, reason: String(params.reason ?? '') });
}
