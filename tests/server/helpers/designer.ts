// Designs for the CRUD designer's tests: one field of every palette entry, or a small table of
// named fields, sent through the designer's API the way its page sends them.
import { expect } from 'vitest';
import type { CrudField } from '../../../src/generated/schema-types';
import { FIELD_PRESETS } from '../../../src/shared/crud/field-presets';
import type { TestApp } from './app';

export const DESIGNER = '/chis_web/api/admin/crud-log';

export function designOf(table: string, fields: CrudField[], extra: Record<string, unknown> = {}) {
  return {
    kind: 'crud',
    id: table.replace(/_/g, '-'),
    schemaVersion: 2,
    title: { 'zh-cn': `设计 ${table}`, en: `Designed ${table}` },
    scope: 'admin',
    menu: { group: 'routine', order: 90 },
    table,
    primaryKey: 'id',
    presets: ['id'],
    fields,
    actions: ['index', 'info', 'add', 'edit', 'del', 'select'],
    ...extra,
  };
}

/** One field of every palette entry (the weight needs the sortable action). */
export function everyPresetDesign(table: string) {
  const fields = FIELD_PRESETS.map((p) => structuredClone(p.field));
  return { ...designOf(table, fields), presets: [], actions: ['index', 'info', 'add', 'edit', 'del', 'select', 'sortable'] };
}

export const text = (key: string, extra: Partial<CrudField> = {}): CrudField => ({
  key,
  label: { 'zh-cn': key, en: key },
  type: 'string',
  length: 80,
  nullable: true,
  list: { operator: 'contains' },
  form: { widget: 'input' },
  ...extra,
});

export async function designerCall(t: TestApp, token: string, action: string, payload: unknown) {
  return t.request({ method: 'POST', url: `${DESIGNER}/${action}`, token, payload: payload as Record<string, unknown> });
}

/** Applies a design and expects it to succeed; returns the answer's content. */
export async function applied(t: TestApp, token: string, design: unknown, confirm?: string) {
  const res = await designerCall(t, token, 'apply', confirm === undefined ? { design } : { design, confirm });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().content as { screen: string; table: string; record: number; changed: boolean; operations: { op: string; field?: string }[] };
}
