// Removing and restoring a designed screen (issue 24 item 4). Removing takes the screen, its stored
// document and its rules (with their grants) away and keeps the table and its rows; the record
// (status delete) holds the document. Restoring applies the screen's last successful design again
// through the apply path: the table is still there, so nothing but the screen and its rules return.
import { can } from '../../../http/authorize';
import { AppError } from '../../../http/errors';
import { parseDocument } from '../registry/load';
import { removeScreens } from '../registry/write';
import { fieldError } from '../resource/values';
import { applyDesign, type ApplyRequest, type DesignerContext } from './apply';
import { asDesign } from './catalogue';
import { lastDesign, removalRecord, screenOfReference } from './records';
import type { CrudSchema } from '../../../../src/generated/schema-types';
import type { DesignApplied } from '../../../../src/shared/crud/designer';
import { ruleName } from '../../../../src/shared/crud/screen';
import type { AdminSubject } from '../identity/grants';

async function referencedScreen(context: DesignerContext, id: unknown): Promise<string> {
  const screen = await screenOfReference(context.db, id);
  if (screen === null) throw fieldError('id', 'designer.unknownRecord', { id: String(id) });
  return screen;
}

/** A non-super administrator changes, removes or exports only a screen they can see. */
export function checkScreenHeld(subject: AdminSubject, screen: string, field: string): void {
  const rule = ruleName(screen, 'index');
  if (!subject.isSuper && !can(subject, rule)) throw fieldError(field, 'designer.screenNotHeld', { screen, rule });
}

export async function removeDesignedScreen(context: DesignerContext, subject: AdminSubject, id: unknown): Promise<{ screen: string; table: string; record: number }> {
  const screen = await referencedScreen(context, id);
  checkScreenHeld(subject, screen, 'id');
  const { adminId } = subject;
  const { db, registry } = context;
  const result = await db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('crud_schema').select(['owner', 'document']).where('id', '=', screen).executeTakeFirst();
    if (!row || row.owner !== 'designer') throw fieldError('id', 'designer.notDesigned', { id: screen });
    const document = parseDocument(row.document) as CrudSchema;
    await removeScreens(registry.writeContext(trx), [screen]);
    const record = await removalRecord(trx, { table: document.table, screen, design: asDesign(document), adminId, now: context.now() });
    return { screen, table: document.table, record };
  });
  await registry.fresh();
  return result;
}

export async function restoreDesignedScreen(context: DesignerContext, request: Omit<ApplyRequest, 'design'> & { id: unknown }): Promise<DesignApplied> {
  const screen = await referencedScreen(context, request.id);
  const stored = await context.db.selectFrom('crud_schema').select('id').where('id', '=', screen).executeTakeFirst();
  if (stored) throw new AppError(400, 'designer.notRemoved', null, { id: screen });
  const last = await lastDesign(context.db, screen);
  if (last === null) throw fieldError('id', 'designer.noDesign', { id: screen });
  // Its rules are gone with it, so nobody holds them: a non-super administrator restores only their own design.
  if (!request.subject.isSuper && last.adminId !== request.subject.adminId) throw fieldError('id', 'designer.notYourDesign', { id: screen });
  return applyDesign(context, { ...request, design: last.design });
}
