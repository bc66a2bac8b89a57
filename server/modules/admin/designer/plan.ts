// A design planned against the database as it is: validated (the designer's rules, then the
// registry's shared validation of files ∪ stored screens with this document in), diffed against the
// table and the screen stored over it, and measured against the rows. The preview answers this; the
// apply plans again inside its transaction and runs it.
import { sql, type Kysely } from 'kysely';
import type { CrudSchema } from '../../../../src/generated/schema-types';
import type { DesignOperation } from '../../../../src/shared/crud/designer';
import { expandScreen, ruleName, type CrudScreen } from '../../../../src/shared/crud/screen';
import { STORED_PREFIX } from '../../../../lib/schema-check/crud-sources';
import type { Dialect } from '../../../db/connect';
import { diffTable, type TablePlan } from '../../../db/ddl/diff';
import { measurePlan } from '../../../db/ddl/impact';
import { readTableShape, type TableShape } from '../../../db/ddl/table-shape';
import type { Database } from '../../../db/schema';
import { AppError } from '../../../http/errors';
import { localize, type Locale } from '../../../http/messages';
import { checkScreens, parseDocument } from '../registry/load';
import { normaliseDesign, type DesignProblem } from './design';

type Db = Kysely<Database>;

export interface DesignPlan {
  document: CrudSchema;
  screen: CrudScreen;
  table: string;
  shape: TableShape | null;
  plan: TablePlan;
  /** The stored document over the same id, as stored (null: a new screen). */
  stored: unknown;
  operations: DesignOperation[];
  destructive: boolean;
  /** Localised `pointer: message` lines that refuse the apply. */
  blocked: string[];
}

async function rowCount(db: Db, table: string): Promise<number> {
  return Number((await sql<{ n: string | number }>`SELECT COUNT(*) AS n FROM ${sql.table(table)}`.execute(db)).rows[0]?.n ?? 0);
}

const line = (problem: DesignProblem, locale: Locale) => localize(problem.key, locale, { field: problem.pointer || 'design', ...problem.params });

export function invalidDesign(lines: string[]): AppError {
  return new AppError(400, 'designer.invalid', { problems: lines }, { count: lines.length, first: lines[0] ?? '' });
}

/** The stored screens' rows: who owns the document's id, and which other screen already uses its table. */
function storedProblems(document: CrudSchema, rows: { id: string; owner: string; data: unknown }[]): DesignProblem[] {
  const problems: DesignProblem[] = [];
  const own = rows.find((r) => r.id === document.id);
  if (own && own.owner !== 'designer') problems.push({ pointer: '/id', key: 'designer.screenOwned', params: { id: document.id, owner: own.owner } });
  const other = rows.find((r) => r.id !== document.id && (r.data as { table?: unknown } | null)?.table === document.table);
  if (other) problems.push({ pointer: '/table', key: 'designer.tableTaken', params: { table: document.table, screen: other.id } });
  return problems;
}

/**
 * A remote field shows the other screen's labels (names, e-mail addresses) in the new screen's
 * list: a designer may point one only at a screen whose options they may already read.
 */
function remoteProblems(document: CrudSchema, holds: (rule: string) => boolean): DesignProblem[] {
  const fields = Array.isArray(document.fields) ? document.fields : [];
  return fields.flatMap((field, index) => {
    const screen = field?.remote?.screen;
    if (typeof screen !== 'string' || screen === document.id || holds(ruleName(screen, 'select'))) return [];
    return [{ pointer: `/fields/${index}/remote/screen`, key: 'designer.remoteNotHeld' as const, params: { screen, rule: ruleName(screen, 'select') } }];
  });
}

/** Who designs: what they may reach is checked with the design. */
export interface Designer {
  isSuper: boolean;
  holds(rule: string): boolean;
}

/**
 * What a designer may change: a screen they can see (its index rule), and a table that already
 * holds rows only through its screen; a table left without a screen is adopted by a super
 * administrator only (otherwise designing over it would grant its rows to whoever asks).
 */
function reachProblems(document: CrudSchema, shape: TableShape | null, stored: unknown, rows: number, designer: Designer): DesignProblem[] {
  if (designer.isSuper || !shape) return [];
  if (stored) return designer.holds(ruleName(document.id, 'index')) ? [] : [{ pointer: '/id', key: 'designer.screenNotHeld', params: { screen: document.id, rule: ruleName(document.id, 'index') } }];
  return rows > 0 ? [{ pointer: '/table', key: 'designer.orphanTable', params: { table: document.table } }] : [];
}

export async function planDesign(db: Db, dialect: Dialect, root: string, input: unknown, locale: Locale, designer: Designer): Promise<DesignPlan> {
  const { design, problems } = normaliseDesign(input);
  const { document } = design;
  problems.push(...remoteProblems(document, (rule) => designer.holds(rule)));
  const rows = (await db.selectFrom('crud_schema').select(['id', 'owner', 'document']).orderBy('id').execute()).map((r) => ({ id: r.id, owner: r.owner, data: parseDocument(r.document) }));
  problems.push(...storedProblems(document, rows));
  const lines = problems.map((p) => line(p, locale));
  // The registry's own validation, with this document stored in place of the one it replaces.
  const file = STORED_PREFIX + document.id;
  const checked = checkScreens(root, [...rows.filter((r) => r.id !== document.id), { id: document.id, data: document }]);
  lines.push(...checked.problems.filter((p) => p.file === file).map((p) => `${p.pointer || '/'}: ${p.message}`));
  if (lines.length > 0) throw invalidDesign([...new Set(lines)]);

  const screen = expandScreen(document);
  const stored = rows.find((r) => r.id === document.id)?.data ?? null;
  const previous = stored ? expandScreen(stored as CrudSchema) : null;
  const shape = await readTableShape(db, dialect, document.table);
  const reach = reachProblems(document, shape, stored, shape ? await rowCount(db, document.table) : 0, designer);
  if (reach.length > 0) throw invalidDesign(reach.map((p) => line(p, locale)));
  const { plan, problems: diffProblems } = diffTable({ table: document.table, shape, previous, next: screen, renamedFrom: design.renamedFrom, pointers: design.pointers });
  if (diffProblems.length > 0) throw invalidDesign(diffProblems.map((p) => line(p, locale)));
  const { operations, blockers } = await measurePlan(db, shape, plan);
  const blocked = blockers.map((b) => line({ pointer: design.pointers.get(b.key) ?? '/fields', key: b.message, params: b.params }, locale));
  return { document, screen, table: document.table, shape, plan, stored, operations, destructive: operations.some((o) => o.destructive), blocked };
}
