// The run-time schema registry (DESIGN §9.3): crud screens = the files of kind crud under
// schemas/ ∪ the rows of crud_schema (added later by the CRUD designer and the module installer).
// Both are validated by the generator's own code (lib/schema-check/crud-sources.ts), compiled once
// per registry version, their missing tables created and their rules synced. Every replica checks
// registry_version before serving an admin call and reloads when another one bumped it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { checkCrudDocuments } from '../../../../lib/schema-check/crud-sources';
import type { SectionsRegistry } from '../../../../src/generated/schema-types';
import { expandScreen } from '../../../../src/shared/crud/screen';
import type { AppContext } from '../../../context';
import { ensureTable } from '../../../db/runtime-ddl';
import { compileScreen, type ScreenModel } from './model';
import { derivedRules, syncRules } from './rule-sync';

const SECTIONS_FILE = path.join('schemas', 'registry', 'sections.json');

export class ScreenRegistry {
  private version = -1;
  private models = new Map<string, ScreenModel>();
  private loading: Promise<void> | null = null;
  /** Problems of stored screens left out at the last load (`file:pointer: message`). */
  storedProblems: string[] = [];

  constructor(
    /** The app's context (benchmarks and tools reach the app database through it). */
    readonly context: AppContext,
    /** Project root: the folder holding schemas/. */
    private readonly root: string,
    private readonly log: Pick<FastifyBaseLogger, 'warn'>,
  ) {}

  /** Loads at start: a problem in a schema file stops the server with every problem listed. */
  async start(): Promise<void> {
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

  /** Stores (or replaces) a screen document and makes every replica reload it. */
  async store(id: string, document: unknown): Promise<void> {
    const now = this.context.now();
    const text = JSON.stringify(document);
    await this.context.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('crud_schema')
        .values({ id, document: text, created_at: now, updated_at: now })
        .onConflict((oc) => oc.column('id').doUpdateSet({ document: text, updated_at: now }))
        .execute();
      await bumpVersion(trx);
    });
    await this.fresh();
  }

  private async reload(strict: boolean): Promise<void> {
    const { db, dialect } = this.context;
    const version = (await db.selectFrom('registry_version').select('version').where('id', '=', 1).executeTakeFirstOrThrow()).version;
    const stored = (await db.selectFrom('crud_schema').select(['id', 'document']).execute()).map((row) => ({ id: row.id, data: parseDocument(row.document) }));
    const { problems, screens } = checkCrudDocuments(this.root, stored);
    const lines = problems.map((p) => `${p.file}:${p.pointer}: ${p.message}`);
    const fileProblems = lines.filter((line) => !line.startsWith('db:'));
    if (fileProblems.length > 0 && strict) throw new Error(`crud schemas have problems:\n${fileProblems.join('\n')}`);
    this.storedProblems = lines.filter((line) => line.startsWith('db:'));
    for (const line of [...this.storedProblems, ...(strict ? [] : fileProblems)]) this.log.warn({ problem: line }, 'crud schema left out');

    const models = new Map<string, ScreenModel>();
    for (const { schema } of screens) {
      const model = compileScreen(expandScreen(schema));
      const differences = await ensureTable(db, dialect, { table: model.table, primaryKey: model.pk.key, fields: model.screen.fields });
      if (differences.length > 0) {
        if (strict) throw new Error(`crud "${model.id}": ${differences.join('; ')}`);
        for (const difference of differences) this.log.warn({ screen: model.id, difference }, 'crud screen left out');
        continue;
      }
      models.set(model.id, model);
    }
    const sections = JSON.parse(readFileSync(path.join(this.root, SECTIONS_FILE), 'utf8')) as SectionsRegistry;
    await syncRules(db, derivedRules(sections.menuGroups, [...models.values()]), this.context.now());
    this.models = models;
    this.version = version;
  }
}

function parseDocument(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export async function bumpVersion(db: Pick<AppContext['db'], 'updateTable'>): Promise<void> {
  await db
    .updateTable('registry_version')
    .set((eb) => ({ version: eb('version', '+', 1) }))
    .where('id', '=', 1)
    .execute();
}
