// A designed screen as a file and back (issue 24 item 5). The file is JSON (unsigned: it carries no
// code, only data the importing server validates like any design): the design, the rules the
// screen makes, the table's columns and, when asked, its rows. An import applies the design through
// the apply path, so it is validated, recorded and granted the same way; the rows are inserted in
// the same transaction, skipping keys already there, so importing twice changes nothing. A table of
// the same name with other columns is reported and left as it is.
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { CrudSchema, Label } from '../../../../src/generated/schema-types';
import { DESIGNED_TABLE_PREFIX, type DesignApplied } from '../../../../src/shared/crud/designer';
import { expandScreen } from '../../../../src/shared/crud/screen';
import { readTableShape } from '../../../db/ddl/table-shape';
import type { Database } from '../../../db/schema';
import { AppError } from '../../../http/errors';
import { parseDocument } from '../registry/load';
import { compileScreen } from '../registry/model';
import { screenRules } from '../registry/rule-sync';
import { fieldError } from '../resource/values';
import { applyDesign, type ApplyRequest, type DesignerContext } from './apply';
import { asDesign } from './catalogue';
import { designedName } from './design';

type Db = Kysely<Database>;

export const DESIGN_FILE_FORMAT = 'chis-crud-design';
const DESIGN_FILE_VERSION = 1;
/** Rows an export carries at most (a larger table moves with the database, not with a design file). */
export const EXPORT_ROWS_MAX = 100_000;
const INSERT_BATCH = 200;

export interface DesignFile {
  format: typeof DESIGN_FILE_FORMAT;
  version: typeof DESIGN_FILE_VERSION;
  exportedAt: number;
  design: CrudSchema;
  rules: { name: string; type: string; title: Label }[];
  table: { name: string; columns: { name: string; storage: string; nullable: boolean; primaryKey: boolean }[] };
  rows?: Record<string, unknown>[];
}

export async function exportDesign(db: Db, dialect: DesignerContext['dialect'], screen: unknown, withRows: boolean, now: number): Promise<DesignFile> {
  const row = typeof screen === 'string' ? await db.selectFrom('crud_schema').select(['owner', 'document']).where('id', '=', screen).executeTakeFirst() : undefined;
  if (!row || row.owner !== 'designer') throw fieldError('screen', 'designer.notDesigned', { id: String(screen) });
  const document = parseDocument(row.document) as CrudSchema;
  const shape = await readTableShape(db, dialect, document.table);
  if (!shape) throw fieldError('screen', 'designer.unknownTable', { table: document.table });
  const rules = screenRules(compileScreen(expandScreen(document))).map(({ name, type, title }) => ({ name, type, title }));
  const file: DesignFile = {
    format: DESIGN_FILE_FORMAT,
    version: DESIGN_FILE_VERSION,
    exportedAt: now,
    design: asDesign(document),
    rules,
    table: { name: document.table, columns: shape.columns.map(({ name, storage, nullable, primaryKey }) => ({ name, storage, nullable, primaryKey })) },
  };
  if (withRows) {
    const key = shape.columns.find((c) => c.primaryKey)?.name ?? shape.columns[0].name;
    file.rows = (await sql<Record<string, unknown>>`SELECT * FROM ${sql.table(document.table)} ORDER BY ${sql.ref(key)} LIMIT ${EXPORT_ROWS_MAX}`.execute(db)).rows;
  }
  return file;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The file's content, or a 400 saying why it is not a design file. */
export function parseDesignFile(bytes: Buffer): DesignFile {
  let data: unknown;
  try {
    data = JSON.parse(bytes.toString('utf8'));
  } catch {
    throw new AppError(400, 'designer.importInvalid', null, { reason: 'not JSON' });
  }
  if (!isObject(data) || data.format !== DESIGN_FILE_FORMAT) throw new AppError(400, 'designer.importInvalid', null, { reason: `format is not ${DESIGN_FILE_FORMAT}` });
  if (data.version !== DESIGN_FILE_VERSION) throw new AppError(400, 'designer.importInvalid', null, { reason: `version ${String(data.version)} is not ${DESIGN_FILE_VERSION}` });
  if (!isObject(data.design) || !isObject(data.table) || !Array.isArray(data.table.columns)) throw new AppError(400, 'designer.importInvalid', null, { reason: 'design or table missing' });
  if (data.rows !== undefined && !(Array.isArray(data.rows) && data.rows.every(isObject))) throw new AppError(400, 'designer.importInvalid', null, { reason: 'rows is not a list of objects' });
  return data as unknown as DesignFile;
}

/** Refuses (409) a table that exists with other columns than the file's: it is never overwritten. */
async function checkTableFits(db: Db, dialect: DesignerContext['dialect'], file: DesignFile): Promise<void> {
  const table = DESIGNED_TABLE_PREFIX + designedName(file.design.table);
  const shape = await readTableShape(db, dialect, table);
  if (!shape) return;
  const signature = (columns: { name: string; storage: string }[]) => columns.map((c) => `${c.name} ${c.storage}`).sort();
  const theirs = signature(file.table.columns);
  const ours = signature(shape.columns);
  const differ = [...theirs.filter((c) => !ours.includes(c)), ...ours.filter((c) => !theirs.includes(c))];
  if (differ.length > 0) throw new AppError(409, 'designer.importConflict', { columns: differ }, { table, columns: differ.join('; ') });
}

/** Inserts the file's rows whose keys are not there yet (PostgreSQL: the key sequence moves past them). */
async function insertRows(trx: Db, dialect: DesignerContext['dialect'], table: string, key: string, rows: Record<string, unknown>[]): Promise<void> {
  const shape = await readTableShape(trx, dialect, table);
  const columns = new Set(shape?.columns.map((c) => c.name) ?? []);
  const clean = rows.map((row) => Object.fromEntries(Object.entries(row).filter(([name]) => columns.has(name))));
  for (let start = 0; start < clean.length; start += INSERT_BATCH) {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a designed table is known only at run time
    await (trx as Kysely<any>).insertInto(table).values(clean.slice(start, start + INSERT_BATCH)).onConflict((oc) => oc.column(key).doNothing()).execute();
  }
  if (dialect === 'postgres' && clean.length > 0) {
    await sql`SELECT setval(pg_get_serial_sequence(${table}, ${key}), GREATEST((SELECT MAX(${sql.ref(key)}) FROM ${sql.table(table)}), 1)) WHERE pg_get_serial_sequence(${table}, ${key}) IS NOT NULL`.execute(trx);
  }
}

export async function importDesign(context: DesignerContext, request: Omit<ApplyRequest, 'design' | 'afterStore'>, bytes: Buffer): Promise<DesignApplied> {
  const file = parseDesignFile(bytes);
  await checkTableFits(context.db, context.dialect, file);
  const rows = file.rows ?? [];
  return applyDesign(context, {
    ...request,
    design: file.design,
    afterStore: (trx, plan) => insertRows(trx, context.dialect, plan.table, plan.screen.primaryKey, rows),
  });
}
