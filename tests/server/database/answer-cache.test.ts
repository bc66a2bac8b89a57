// The database service keeps answers of the read-only warehouse in memory: a list's total is counted
// once per filter whatever the page or sort, a page asked again is not queried again, and a field's
// facet counts (which ignore the field's own filter) are shared by every value chosen in it.
import { describe, expect, it } from 'vitest';
import { createDatabaseService } from '../../../server/modules/database/service';
import type { Warehouse } from '../../../server/warehouse/connection';
import type { ListQuery, Query } from '../../../server/modules/database/types';
import { testServerForFile, whitelist, type TestServer } from './fixture';

let server: TestServer;
testServerForFile((started) => (server = started));

/** The warehouse, recording every statement sent to it. */
function recording(warehouse: Warehouse) {
  const statements: string[] = [];
  const recorder: Warehouse = {
    ...warehouse,
    all: (sql, params) => {
      statements.push(sql);
      return warehouse.all(sql, params);
    },
  };
  return { recorder, statements, counts: () => statements.filter((s) => s.startsWith('SELECT count(*)')).length };
}

const entry = () => whitelist['fx-drug'];
const listQuery = (over: Partial<ListQuery> = {}): ListQuery => ({ filters: [], keyword: '', sort: null, page: 1, pageSize: 2, ...over });

describe('database answers kept in memory', () => {
  it('counts a total once per filter, whatever the page or the sort', async () => {
    const { recorder, counts } = recording(server.warehouse);
    const service = createDatabaseService(recorder, whitelist);
    const first = await service.list(entry(), listQuery());
    const second = await service.list(entry(), listQuery({ page: 2 }));
    const sorted = await service.list(entry(), listQuery({ sort: { field: 'price', order: 'desc' } }));
    expect(counts()).toBe(1);
    expect(second.total).toBe(first.total);
    expect(sorted.total).toBe(first.total);
    expect(second.list.map((r) => r.id)).not.toEqual(first.list.map((r) => r.id));

    await service.list(entry(), listQuery({ keyword: 'zzz-no-such-drug' }));
    expect(counts()).toBe(2);
  });

  it('answers a page asked again from memory, with the same rows', async () => {
    const { recorder, statements } = recording(server.warehouse);
    const service = createDatabaseService(recorder, whitelist);
    const query = listQuery({ filters: [{ field: 'price', op: 'between', value: [null, 100] }] });
    const first = await service.list(entry(), query);
    const sent = statements.length;
    // An equal query built anew (another request) finds the same answer.
    const again = await service.list(entry(), structuredClone(query));
    expect(statements.length).toBe(sent);
    expect(again).toEqual(first);
  });

  it("shares a field's facet counts across the values chosen in that field", async () => {
    const { recorder, statements } = recording(server.warehouse);
    const service = createDatabaseService(recorder, whitelist);
    const withForm = (value: string[]): Query => ({ filters: [{ field: 'dosageForm', op: 'in', value }], keyword: '', sort: null });
    const first = await service.facets(entry(), withForm(['片剂']), ['dosageForm']);
    const sent = statements.length;
    const other = await service.facets(entry(), withForm(['注射剂']), ['dosageForm']);
    expect(statements.length).toBe(sent);
    expect(other).toEqual(first);
    // Another field's counts do depend on the dosage-form filter.
    await service.facets(entry(), withForm(['注射剂']), ['drugType']);
    expect(statements.length).toBe(sent + 1);
  });
});
