// Applying a design (issue 24 items 2–4): in ONE transaction the table change, the screen stored
// for owner `designer` (rows, rules, registry_version), the screen's rules granted to the designing
// administrator's groups and the record's success; a failure anywhere leaves table, screen and
// rules as they were and the record says why. The registry's version makes every replica serve the
// screen on its next request. The same design applied again changes nothing but its record.
import { isDeepStrictEqual } from 'node:util';
import { sql, type Kysely } from 'kysely';
import type { DesignApplied } from '../../../../src/shared/crud/designer';
import type { Dialect } from '../../../db/connect';
import { runPlan } from '../../../db/ddl/run-plan';
import type { Database } from '../../../db/schema';
import { can } from '../../../http/authorize';
import { AppError } from '../../../http/errors';
import { localize, type Locale } from '../../../http/messages';
import type { AdminSubject } from '../identity/grants';
import type { ScreenRegistry } from '../registry/registry';
import { storeScreens } from '../registry/write';
import { designedName } from './design';
import { grantScreenRules } from './grants';
import { planDesign, type DesignPlan, type Designer } from './plan';
import { failRecord, finishRecord, startRecord } from './records';

type Db = Kysely<Database>;

export interface DesignerContext {
  db: Db;
  dialect: Dialect;
  now(): number;
  registry: ScreenRegistry;
}

export interface ApplyRequest {
  subject: AdminSubject;
  design: unknown;
  /** The table name (with or without the prefix), required when the change is destructive. */
  confirm?: unknown;
  locale: Locale;
  /** Runs in the apply's transaction after the screen is stored (an import's rows). */
  afterStore?: (trx: Db, plan: DesignPlan) => Promise<void>;
}

/** The designing administrator as the plan checks them. */
export function designerOf(subject: AdminSubject): Designer {
  return { isSuper: subject.isSuper, holds: (rule) => can(subject, rule) };
}

/** Serialises designers: on PostgreSQL the registry's version row is locked for the transaction (SQLite runs one writer at a time anyway). */
async function lockRegistry(trx: Db, dialect: Dialect): Promise<void> {
  if (dialect === 'postgres') await sql`SELECT version FROM registry_version WHERE id = 1 FOR UPDATE`.execute(trx);
}

function confirmed(plan: DesignPlan, confirm: unknown): boolean {
  return typeof confirm === 'string' && (confirm === plan.table || confirm === designedName(plan.table));
}

function messageOf(error: unknown, locale: Locale): string {
  if (error instanceof AppError) {
    const problems = (error.content as { problems?: unknown } | null)?.problems;
    return Array.isArray(problems) ? problems.join('\n') : localize(error.message, locale, error.params);
  }
  return error instanceof Error ? error.message : String(error);
}

export async function applyDesign(context: DesignerContext, request: ApplyRequest): Promise<DesignApplied> {
  const { db, dialect, registry } = context;
  const { subject, design, locale } = request;
  const named = typeof design === 'object' && design !== null ? (design as { table?: unknown; id?: unknown }) : {};
  const record = await startRecord(db, {
    table: typeof named.table === 'string' ? `ext_${designedName(named.table)}` : '',
    screen: typeof named.id === 'string' ? named.id : '',
    design,
    adminId: subject.adminId,
    now: context.now(),
  });
  try {
    const result = await db.transaction().execute(async (trx) => {
      await lockRegistry(trx, dialect);
      const plan = await planDesign(trx, dialect, registry.root, design, locale, designerOf(subject));
      if (plan.blocked.length > 0) throw new AppError(400, 'designer.blocked', { problems: plan.blocked, operations: plan.operations }, { first: plan.blocked[0] });
      if (plan.destructive && !confirmed(plan, request.confirm)) throw new AppError(400, 'designer.confirm', { operations: plan.operations }, { table: plan.table });
      const unchanged = plan.operations.length === 0 && isDeepStrictEqual(plan.stored, JSON.parse(JSON.stringify(plan.document)));
      if (!unchanged) {
        await runPlan(trx, dialect, plan.shape, plan.plan, plan.screen.primaryKey);
        await storeScreens(registry.writeContext(trx), 'designer', [plan.document]);
      }
      await request.afterStore?.(trx, plan);
      await grantScreenRules(trx, subject, plan.document.id);
      await trx.updateTable('crud_log').set({ table_name: plan.table, screen_id: plan.document.id }).where('id', '=', record).execute();
      await finishRecord(trx, record, plan.operations, context.now());
      return { screen: plan.document.id, table: plan.table, record, operations: plan.operations, changed: !unchanged };
    });
    await registry.fresh();
    return result;
  } catch (error) {
    await failRecord(db, record, messageOf(error, locale), context.now());
    throw error;
  }
}
