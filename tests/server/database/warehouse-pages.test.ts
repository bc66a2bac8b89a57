// Every basic-database page of the spec against the real `small` warehouse: realistic rows come back,
// each page's filter works with its whitelisted operator (checked row by row), sorting orders the
// rows, details resolve with their related lists.
import { describe, expect, it } from 'vitest';
import type { Row } from '../../../server/warehouse/connection';
import type { CatalogueEntry } from '../../../server/modules/database/catalogue';
import { parseListQuery } from '../../../server/modules/database/request';
import type { DatabaseService } from '../../../server/modules/database/service';
import { databaseWhitelist } from '../../../src/generated/whitelist';
import { productPagesForFile } from './product-pages';

let service: DatabaseService;
let catalogue: Record<string, CatalogueEntry>;

productPagesForFile((pages) => ({ catalogue, service } = pages));

const ids = Object.keys(databaseWhitelist);

/** A filter value taken from a real row, and the check every returned row must pass. */
function probe(op: string, value: unknown): { value: unknown; holds: (v: unknown) => boolean } | null {
  if (value === null || value === undefined) return null;
  switch (op) {
    case 'eq':
      return { value, holds: (v) => v === value };
    case 'ne':
      return { value, holds: (v) => v !== value };
    case 'in':
      return { value: [value], holds: (v) => v === value };
    case 'has':
      return Array.isArray(value) && value.length > 0 ? { value: [value[0]], holds: (v) => Array.isArray(v) && v.includes(value[0]) } : null;
    case 'contains': {
      const needle = String(value).slice(0, 2);
      return { value: needle, holds: (v) => String(v).toLowerCase().includes(needle.toLowerCase()) };
    }
    case 'between':
      return { value: [value, value], holds: (v) => v === value };
    case 'gte':
      return { value, holds: (v) => v !== null && (v as number | string) >= (value as number | string) };
    case 'lte':
      return { value, holds: (v) => v !== null && (v as number | string) <= (value as number | string) };
    case 'gt':
      return { value, holds: (v) => v !== null && (v as number | string) > (value as number | string) };
    case 'lt':
      return { value, holds: (v) => v !== null && (v as number | string) < (value as number | string) };
    case 'isNull':
      return { value: false, holds: (v) => v !== null };
    default:
      return null;
  }
}

describe.each(ids)('%s', (id) => {
  it('lists realistic rows with a total, in the default sort', async () => {
    const entry = catalogue[id];
    const { list, total } = await service.list(entry, parseListQuery(entry, {}));
    expect(total).toBeGreaterThan(0);
    expect(list.length).toBe(Math.min(20, total));
    const sort = entry.defaultSort;
    if (sort) {
      const values = list.map((r) => r[sort.field]).filter((v) => v !== null) as (string | number)[];
      const sorted = [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
      expect(values).toEqual(sort.order === 'asc' ? sorted : sorted.reverse());
    }
  });

  it('filters with every whitelisted operator', async () => {
    const entry = catalogue[id];
    const sample: Row[] = (await service.list(entry, parseListQuery(entry, { pageSize: 50 }))).list;
    let probed = 0;
    for (const [field, spec] of Object.entries(entry.fields)) {
      if (!spec.op) continue;
      const row = sample.find((r) => r[field] !== null && !(Array.isArray(r[field]) && (r[field] as unknown[]).length === 0));
      const p = row ? probe(spec.op, row[field]) : null;
      if (!p) continue;
      probed += 1;
      const filters = JSON.stringify([{ field, op: spec.op, value: p.value }]);
      const { list, total } = await service.list(entry, parseListQuery(entry, { filters, pageSize: 100 }));
      expect(total, `${id}.${field} ${spec.op}`).toBeGreaterThan(0);
      for (const r of list) expect(p.holds(r[field]), `${id}.${field} ${spec.op} ${JSON.stringify(p.value)} vs ${JSON.stringify(r[field])}`).toBe(true);
    }
    expect(probed, 'filters tried on real values').toBeGreaterThan(0);
  });

  it('searches every keyword field with Latin and Chinese keywords (list columns included)', async () => {
    const entry = catalogue[id];
    const all = (await service.list(entry, parseListQuery(entry, {}))).total;
    // A keyword narrows the list, never widens it (pinyin initials, a Latin letter, Chinese words).
    for (const keyword of ['amxl', 'A', '中国']) {
      const { total } = await service.list(entry, parseListQuery(entry, { keyword }));
      expect(total, keyword).toBeLessThanOrEqual(all);
    }
    // A word from a real row's keyword field finds that row among fewer, and every row it lists holds it.
    const [first] = (await service.list(entry, parseListQuery(entry, { pageSize: 1 }))).list;
    const text = entry.keywordFields.map((field) => first[field]).find((value): value is string => typeof value === 'string' && value.trim() !== '');
    expect(text, 'a keyword field with text in the first row').toBeDefined();
    const keyword = [...text!.trim()].slice(0, 2).join('');
    const found = await service.list(entry, parseListQuery(entry, { keyword, pageSize: 100 }));
    expect(found.total, keyword).toBeGreaterThan(0);
    expect(found.total, keyword).toBeLessThanOrEqual(all);
    const holds = (row: Row) => entry.keywordFields.some((field) => String(row[field] ?? '').toLowerCase().includes(keyword.toLowerCase()));
    expect(found.list.filter((row) => !holds(row)), keyword).toEqual([]);
  });

  it('opens the first row with its related lists', async () => {
    const entry = catalogue[id];
    const [first] = (await service.list(entry, parseListQuery(entry, { pageSize: 1 }))).list;
    const detail = await service.detail(entry, String(first[entry.primaryKey]), () => true);
    expect(detail.row[entry.primaryKey]).toEqual(first[entry.primaryKey]);
    expect(Object.keys(detail.related).sort()).toEqual((entry.related ?? []).filter((r) => catalogue[r.database]).map((r) => r.id).sort());
  });
});

describe('the drug detail page', () => {
  it("lists a drug's related records across databases", async () => {
    const entry = catalogue['drug-library'];
    const { list } = await service.list(entry, parseListQuery(entry, { pageSize: 50 }));
    const details = await Promise.all(list.map((r) => service.detail(entry, String(r[entry.primaryKey]), () => true)));
    const nonEmpty = new Set(details.flatMap((d) => Object.entries(d.related).filter(([, l]) => l.total > 0).map(([k]) => k)));
    // realistic data links drugs to win-bid prices and other databases
    expect(nonEmpty.size).toBeGreaterThan(3);
  });
});
