// `rowActionWhen` may only narrow a row action the screen offers, by fields the screen has, compared
// with values of the type a list row holds: anything else is a problem pointing at it.
import { describe, expect, it } from 'vitest';
import { checkCrudDocuments } from '../../../lib/schema-check/crud-sources';
import { formatProblem } from '../../../lib/schema-check/problems';
import { ROOT } from './helpers';

const label = (text: string) => ({ 'zh-cn': text, en: text });

function bin(rowActionWhen: Record<string, unknown>) {
  return {
    $schema: 'crud.schema.json',
    kind: 'crud',
    id: 'bin',
    schemaVersion: 2,
    title: label('Bin'),
    scope: 'admin',
    table: 'bin',
    primaryKey: 'id',
    presets: ['id'],
    fields: [{ key: 'restored', label: label('Restored'), type: 'boolean', list: {} }],
    actions: ['index', 'export', 'restore', { name: 'purge', label: label('Purge'), target: 'row' }],
    rowActionWhen,
  };
}

const problems = (rowActionWhen: Record<string, unknown>) =>
  checkCrudDocuments(ROOT, [{ id: 'bin', data: bin(rowActionWhen) }])
    .problems.map(formatProblem)
    .filter((line) => line.includes('db:crud_schema/bin'));

describe('row action conditions', { timeout: 30_000 }, () => {
  it('accepts conditions over the screen’s fields (preset fields included) on its row actions', () => {
    expect(problems({ restore: { field: 'restored', eq: false }, purge: { any: [{ field: 'id', in: [1, 2] }, { field: 'restored', eq: true }] } })).toEqual([]);
  });

  it('refuses a condition on an unknown field and one on an action that is not a row action of the screen', () => {
    const text = problems({ restore: { all: [{ field: 'restored', eq: false }, { field: 'restord', eq: 0 }] }, export: { field: 'restored', eq: false }, edit: { field: 'id', eq: 1 } }).join('\n');
    expect(text).toContain('/rowActionWhen/restore/all/1/field: field "restord" does not exist in this schema');
    expect(text).toContain('/rowActionWhen/export: "export" is not a row action of this screen (its row actions: restore, purge)');
    expect(text).toContain('/rowActionWhen/edit: "edit" is not a row action of this screen');
    expect(text).not.toContain('/rowActionWhen/restore/all/0');
  });

  it('refuses a value of another type than the row holds: a boolean compared with 1/0, an id with a string', () => {
    const text = problems({ restore: { field: 'restored', eq: 0 }, purge: { field: 'id', in: [1, '2'] } }).join('\n');
    expect(text).toContain('/rowActionWhen/restore/field: field "restored" is boolean, so a list row holds it as a boolean: compare it with boolean values');
    expect(text).toContain('/rowActionWhen/purge/field: field "id" is integer, so a list row holds it as a number');
  });
});
