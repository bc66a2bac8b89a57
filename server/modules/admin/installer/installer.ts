// The module installer (issue 25 item 4, docs/modules.md): what the `module` screen's actions call.
// Runs happen in the background (a POST answers the state the module moved to); the browser follows
// a run by polling GET /module/<uid>, which answers the state, step, progress and problems.
import type { ModuleStatus } from '../../../../src/shared/module-installer';
import type { AppContext } from '../../../context';
import { AppError } from '../../../http/errors';
import { localize, type Locale } from '../../../http/messages';
import type { ScreenRegistry } from '../registry/registry';
import { dependencyConflicts, fileConflicts, type Conflict, type DependencyChoice, type FileChoice, type Resolution, type StoredScreen } from './conflicts';
import { claim, parseJson, readInstall, reasonOf, type InstallState } from './install-row';
import { disableModule, enableModule, uninstallModule } from './lifecycle';
import type { CatalogueEntry, MarketClient, Purchase } from './market-client';
import { recordModuleOrder, type ModuleOrder } from './orders';
import { InstallerRuns, type InstallerDeps } from './run';
import { bundleInfo } from './assets';
import { dropTables } from './tables';

export type { ModuleStatus };

export type Choices = Record<string, FileChoice | DependencyChoice>;

export class ModuleInstaller {
  readonly runs: InstallerRuns;

  constructor(private readonly deps: InstallerDeps) {
    this.runs = new InstallerRuns(deps);
  }

  private get ctx(): AppContext {
    return this.deps.ctx;
  }

  private get registry(): ScreenRegistry {
    return this.deps.registry;
  }

  private get market(): MarketClient {
    return this.deps.market;
  }

  /** The marketplace's catalogue with each module's local state (init for one never met). */
  async catalogue(): Promise<{ list: (Pick<CatalogueEntry, 'uid' | 'version' | 'title' | 'price' | 'category' | 'developer'> & { state: string; installedVersion: string })[]; total: number }> {
    const entries = await this.market.catalogue();
    const rows = await this.ctx.db.selectFrom('module_install').select(['uid', 'state', 'version']).execute();
    const list = entries.map((entry) => {
      const row = rows.find((r) => r.uid === entry.uid);
      return { ...entry, state: row?.state ?? 'init', installedVersion: row?.version ?? '' };
    });
    return { list, total: list.length };
  }

  async status(uid: string, locale: Locale): Promise<ModuleStatus> {
    const row = await readInstall(this.ctx.db, uid);
    if (!row) throw new AppError(404, 'installer.unknownModule', null, { uid });
    const { params, problems } = reasonOf(row);
    const needs = Object.keys(parseJson<Record<string, string>>(row.dependencies, {}));
    const dependencies = [];
    for (const other of needs) {
      const dependency = await readInstall(this.ctx.db, other);
      const reason = dependency ? reasonOf(dependency) : null;
      dependencies.push({
        uid: other,
        state: (dependency?.state ?? 'init') as InstallState,
        progress: dependency?.progress ?? 0,
        error: dependency?.error ? localize(dependency.error, locale, reason!.params) : null,
      });
    }
    return {
      uid,
      title: parseJson(row.title, {}),
      state: row.state as InstallState,
      step: row.step,
      progress: row.progress,
      version: row.version,
      targetVersion: row.target_version,
      previousVersion: row.previous_version,
      error: row.error ? localize(row.error, locale, params) : null,
      problems,
      resolutions: parseJson<Resolution[]>(row.resolutions, []),
      dependencies,
      bundle: row.state === 'installed' ? bundleInfo(this.ctx.config.dataDir, uid, row.version) : null,
    };
  }

  async install(uid: string, version: string | undefined, confirmDependencies: boolean, buyerToken?: string): Promise<InstallState> {
    return this.runs.start({ kind: 'install', uid, version, confirmDependencies, buyerToken });
  }

  /**
   * Buys a module at the marketplace with the administrator's buyer session and records the order
   * here (once per order number: the built-in marketplace has already written it in this database).
   */
  async buy(input: { uid: string; pay: string; idempotencyKey: string }, buyerToken: string, adminId: number, locale: Locale): Promise<Purchase> {
    const purchase = await this.market.buy(input, buyerToken, locale);
    const { order } = purchase;
    await recordModuleOrder(this.ctx.db, {
      uid: order.uid,
      version: order.version,
      orderTitle: order.title,
      orderSn: order.orderSn,
      purchaser: order.purchaser,
      adminId,
      pay: order.pay as ModuleOrder['pay'],
      price: order.price,
      status: order.status as ModuleOrder['status'],
      idempotencyKey: input.idempotencyKey,
      updateUntil: order.updateUntil,
      now: this.ctx.now(),
    });
    return purchase;
  }

  /**
   * Updates a disabled module to `version` (the newest when absent). Conflicts are answered (409,
   * each with its choices) until `choices` resolves every one; `keep` on a dependency stops here.
   */
  async update(uid: string, version: string | undefined, choices: Choices, buyerToken?: string): Promise<InstallState> {
    const row = await readInstall(this.ctx.db, uid);
    if (!row) throw new AppError(404, 'installer.unknownModule', null, { uid });
    if (row.state !== 'disabled') throw new AppError(409, 'installer.disableFirst', { state: row.state }, { uid });
    const release = await this.market.release(uid, version);
    const current = parseJson<StoredScreen[]>(row.kept_screens, []);
    const conflicts: Conflict[] = [
      ...fileConflicts(current, parseJson<Record<string, string>>(row.hashes, {}), new Set(current.map((s) => s.id))),
      ...(await dependencyConflicts(this.ctx, uid, release.dependencies)),
    ];
    const open = conflicts.filter((c) => !((c.kind === 'file' ? c.screen : c.uid) in choices));
    if (open.length > 0) throw new AppError(409, 'installer.conflicts', { conflicts }, { uid, count: open.length });
    const now = this.ctx.now();
    const resolutions: Resolution[] = conflicts.map((c) => ({ kind: c.kind, name: c.kind === 'file' ? c.screen : c.uid, choice: choices[c.kind === 'file' ? c.screen : c.uid], at: now }));
    const refused = resolutions.find((r) => r.kind === 'dependency' && r.choice === 'keep');
    if (refused) {
      // "Do not use the new dependency": the update does not happen, and the choice is on record.
      await this.ctx.db
        .updateTable('module_install')
        .set({ resolutions: JSON.stringify([...parseJson<Resolution[]>(row.resolutions, []), ...resolutions]), updated_at: now })
        .where('uid', '=', uid)
        .execute();
      throw new AppError(409, 'installer.dependencyKept', null, { uid, dependency: refused.name });
    }
    const keep = new Set(resolutions.filter((r) => r.kind === 'file' && r.choice === 'keep').map((r) => r.name));
    return this.runs.start({ kind: 'update', uid, version: release.version, keep, resolutions, buyerToken });
  }

  async rollback(uid: string): Promise<InstallState> {
    const row = await readInstall(this.ctx.db, uid);
    if (!row) throw new AppError(404, 'installer.unknownModule', null, { uid });
    if (!row.previous_version) throw new AppError(409, 'installer.noPrevious', null, { uid });
    return this.runs.start({ kind: 'rollback', uid });
  }

  async disable(uid: string): Promise<InstallState> {
    await disableModule(this.ctx, this.registry, uid);
    return 'disabled';
  }

  async enable(uid: string): Promise<InstallState> {
    await enableModule(this.ctx, this.registry, uid);
    return 'installed';
  }

  async uninstall(uid: string, dropData: boolean): Promise<InstallState> {
    await uninstallModule(this.ctx, uid, dropData);
    return 'init';
  }

  /**
   * After a server stopped in the middle of a run: the tables that run made are dropped and the
   * module marked unknown (its row says the run was interrupted). Only rows no run has touched for
   * `staleMs` are taken (another replica's live run reports progress far more often).
   */
  async recover(staleMs: number): Promise<void> {
    const before = this.ctx.now() - staleMs;
    const rows = await this.ctx.db.selectFrom('module_install').selectAll().where('state', 'in', ['download', 'install']).where('updated_at', '<', before).execute();
    for (const row of rows) {
      if (this.runs.running.has(row.uid)) continue;
      await dropTables(this.ctx, parseJson<string[]>(row.pending_tables, []));
      await claim(this.ctx.db, row.uid, ['download', 'install'], {
        state: 'unknown',
        pending_tables: '[]',
        target_version: '',
        error: 'installer.interrupted',
        reason: JSON.stringify({ params: { step: row.step }, problems: [] }),
        updated_at: this.ctx.now(),
      });
    }
  }
}
