import { describe, expect, it } from 'vitest';
import { compileDatabaseList } from '../../../src/engine/model/compile-database';
import type { DatabasePageSchema } from '../../../src/engine/schema/types';
import { readViewState, toWireFilters, writeViewState } from '../../../src/engine/schema/view-state';

const label = { 'zh-cn': 'x', en: 'x' };
const page: DatabasePageSchema = {
  $schema: '../_meta/database.schema.json',
  schemaVersion: 1,
  menu: { order: 1 },
  kind: 'database',
  id: 'fx',
  title: label,
  section: 'drug-database',
  permissions: { view: 'FX_VIEW', export: 'FX_EXPORT' },
  source: { table: 'fx', primaryKey: 'id' },
  fields: [
    { key: 'id', label, type: 'integer', hidden: true },
    { key: 'drugType', label, type: 'enum', filter: { op: 'in' } },
    { key: 'price', label, type: 'money', sortable: true, filter: { op: 'between' } },
    { key: 'approvalDate', label, type: 'date', sortable: true },
    { key: 'note', label, type: 'text' },
  ],
  defaultSort: { field: 'approvalDate', order: 'desc' },
};
const schema = compileDatabaseList(page);

describe('view state in the query string', () => {
  it('round-trips filters, keyword, sort and page', () => {
    const state = { filters: { drugType: ['中成药'], price: [1, null] }, keyword: '阿莫', sort: { field: 'price', order: 'asc' as const }, page: 3, pageSize: 50 };
    const search = writeViewState(schema, state);
    expect(readViewState(schema, new URLSearchParams(search.toString()))).toEqual(state);
  });

  it('leaves defaults out of the link and restores them when reading', () => {
    const search = writeViewState(schema, { filters: { drugType: [] }, keyword: ' ', sort: { field: 'approvalDate', order: 'desc' }, page: 1, pageSize: 20 });
    expect(search.toString()).toBe('');
    expect(readViewState(schema, search)).toEqual({ filters: {}, keyword: '', sort: { field: 'approvalDate', order: 'desc' }, page: 1, pageSize: 20 });
  });

  it('ignores unknown filters, unsortable sorts, broken JSON and odd page sizes', () => {
    const state = readViewState(schema, new URLSearchParams('f.note="x"&f.drugType={bad&sort=note&page=-2&size=33'));
    expect(state).toEqual({ filters: {}, keyword: '', sort: { field: 'approvalDate', order: 'desc' }, page: 1, pageSize: 20 });
  });
});

describe('toWireFilters', () => {
  it('attaches each schema operator, drops empty values and opens missing range ends', () => {
    expect(toWireFilters(schema, { drugType: ['化学药'], price: [undefined, 9], note: 'x', approvalDate: '' })).toEqual([
      { field: 'drugType', op: 'in', value: ['化学药'] },
      { field: 'price', op: 'between', value: [null, 9] },
    ]);
  });
});
