// The run-time schema registry (DESIGN §9.3, §10.3): crud screens = the files of kind crud under
// schemas/ ∪ the rows of crud_schema (stored by the CRUD designer and the module installer). Both
// are validated by the generator's own code (lib/schema-check/crud-sources.ts) and compiled once
// per registry version. Writers (server/prepare.ts for the files, store and remove for stored screens) change
// tables, rows and rules in one transaction and bump registry_version (write.ts); every replica
// checks the version before serving an admin call and, when it moved, builds the whole new model
// map without writing anything (load.ts) and swaps it in one step.
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../../context';
import { loadScreens } from './load';
import type { ScreenModel } from './model';
import { removeScreens, storeScreens, type AlsoInTransaction, type StoredOwner, type WriteContext } from './write';

export class ScreenRegistry {
  private version = -1;
  private models = new Map<string, ScreenModel>();
  private loading: Promise<void> | null = null;
  /** Problems of stored screens left out at the last load (`db:crud_schema/<id>:/pointer: message`). */
  storedProblems: string[] = [];

  constructor(
    /** The app's context (benchmarks and tools reach the app database through it). */
    readonly context: AppContext,
    /** Project root: the folder holding schemas/. */
    readonly root: string,
    private readonly log: Pick<FastifyBaseLogger, 'warn'>,
  ) {}

  /** Loads at start (after server/prepare.ts wrote the schema files' tables): a problem in one stops the server with every problem listed. */
  async load(): Promise<void> {
    await this.reload(true);
  }

  /** Reloads when another replica (or this one) bumped the version since the last load. */
  async fresh(): Promise<void> {
    const row = await this.context.db.selectFrom('registry_version').select('version').where('id', '=', 1).executeTakeFirst();
    if ((row?.version ?? 0) === this.version) return;
    this.loading ??= this.reload(false).finally(() => {
      this.loading = null;
    });
    await this.loading;
  }

  screen(id: string): ScreenModel | undefined {
    return this.models.get(id);
  }

  screens(): ScreenModel[] {
    return [...this.models.values()];
  }

  /**
   * Stores (or replaces) crud documents for `owner`, all or none, and makes every replica load them.
   * Invalid documents answer a 400 listing `db:crud_schema/<id>:/pointer: message` problems. `also`
   * writes in the same transaction (the installer's state row).
   */
  async store(owner: StoredOwner, documents: unknown[], also?: AlsoInTransaction): Promise<void> {
    await storeScreens(this.writeContext(), owner, documents, also);
    await this.fresh();
  }

  /** Takes stored screens away with the rules they own (their tables and data stay); `also` commits with it. */
  async remove(ids: string[], also?: AlsoInTransaction): Promise<void> {
    await removeScreens(this.writeContext(), ids, also);
    await this.fresh();
  }

  /** What the writers need; `db` may be a transaction the write joins (the designer writes table, screen, rules and its record in one). */
  writeContext(db: WriteContext['db'] = this.context.db): WriteContext {
    return { db, dialect: this.context.dialect, now: this.context.now(), root: this.root };
  }

  private async reload(strict: boolean): Promise<void> {
    const loaded = await loadScreens(this.context, this.root);
    if (strict && loaded.fileProblems.length > 0) throw new Error(`crud schemas have problems:\n${loaded.fileProblems.join('\n')}`);
    for (const line of [...loaded.storedProblems, ...loaded.fileProblems]) this.log.warn({ problem: line }, 'crud schema left out');
    this.storedProblems = loaded.storedProblems;
    this.models = loaded.models;
    this.version = loaded.version;
  }
}
