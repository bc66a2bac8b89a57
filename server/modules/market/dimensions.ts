// The grouping dimensions of the market blocks (registry/market.json): the SQL of each member key
// and how the keys get their display names. Names are looked up after aggregation, for the rows
// actually returned, so the big aggregate never joins a name table it does not filter on.
import type { Warehouse } from '../../warehouse/connection';
import { monthDate, Params, type Fragment, type MemoryKey, type Need } from './sql';

export const ATC_LENGTHS = [1, 3, 4, 5]; // A, A02, A02B, A02B1: ATC codes nest by prefix
export const SORT_LENGTHS = [2, 4, 6]; // 01, 0101, 010101

export interface Dimension {
  key: Fragment;
  /** Display names of the given keys (a key without a name shows as itself). */
  names(warehouse: Warehouse, keys: string[], asOf: string): Promise<Map<string, string>>;
}

/** A member key that is never NULL: rows without the attribute group under ''. */
const column = (expr: string, needs: Need[], memory?: MemoryKey): Fragment => ({ needs, sql: () => `COALESCE(CAST(${expr} AS VARCHAR), '')`, memory });

const UNCLASSIFIED = '未分类';

const asName: Dimension['names'] = async (_w, keys) => new Map(keys.map((key) => [key, key || UNCLASSIFIED]));

/**
 * Names from a small dimension table, read whole once per warehouse (and per as-of month when the
 * names depend on it) rather than queried for every block: the warehouse does not change while open.
 */
function lookup(sql: (params: Params, asOf: string) => string, dependsOnAsOf = false): Dimension['names'] {
  const tables = new WeakMap<Warehouse, Map<string, Promise<Map<string, string>>>>();
  return async (warehouse, keys, asOf) => {
    let byAsOf = tables.get(warehouse);
    if (!byAsOf) tables.set(warehouse, (byAsOf = new Map()));
    const version = dependsOnAsOf ? asOf : '';
    let table = byAsOf.get(version);
    if (!table) {
      const params = new Params();
      table = warehouse.all<{ key: string; name: string }>(sql(params, asOf), params.values).then((rows) => new Map(rows.map((row) => [String(row.key), row.name])));
      byAsOf.set(version, table);
      table.catch(() => byAsOf.delete(version));
    }
    const names = await table;
    return new Map(keys.map((key) => [key, names.get(key) ?? (key || UNCLASSIFIED)]));
  };
}

export const CHANNEL_NAMES: Record<string, string> = { RETAIL: '零售药店', HOSPITAL: '等级医院', GRASSROOTS: '基层医疗机构', B2C: 'B2C' };

const categoryNames = (table: 'dim_atc' | 'dim_sort') => lookup(() => `SELECT code AS key, name FROM ${table}`);

// A company's name as of the period end (its first version when it starts later).
const companyNames = lookup(
  (params, asOf) =>
    `SELECT DISTINCT ON (company_id) company_id AS key, name FROM dim_company ORDER BY company_id, (valid_from <= CAST(${params.add(monthDate(asOf))} AS DATE)) DESC, valid_from DESC`,
  true,
);

function level(prefix: 'atc' | 'sort', n: number): Dimension {
  const length = (prefix === 'atc' ? ATC_LENGTHS : SORT_LENGTHS)[n - 1];
  const code = prefix === 'atc' ? 'g.atc4' : 'g.sort3';
  return { key: column(`left(${code}, ${length})`, ['generic'], `${prefix}${n}` as MemoryKey), names: categoryNames(prefix === 'atc' ? 'dim_atc' : 'dim_sort') };
}

export const DIMENSIONS: Record<string, Dimension> = {
  province: { key: column('f.province_code', [], 'province'), names: lookup(() => 'SELECT province_code AS key, province AS name FROM dim_region') },
  region7: { key: column('r.region7', ['region'], 'region7'), names: asName },
  company: { key: { needs: ['company'], sql: (refs) => refs.companyId, memory: 'company' }, names: companyNames },
  group: { key: column('cv.group_id', ['companyVersion']), names: lookup(() => 'SELECT group_id AS key, name FROM dim_group') },
  product: {
    key: { needs: ['product'], sql: () => 'p.product_id', memory: 'product' },
    names: lookup(
      () =>
        "SELECT p.product_id AS key, COALESCE(p.drug_name, g.name) || '（' || c.name || '）' AS name FROM dim_product p JOIN dim_generic g ON g.generic_id = p.generic_id JOIN dim_company_current c ON c.company_id = p.company_id",
    ),
  },
  brand: { key: column('p.brand_id', ['product'], 'brand'), names: lookup(() => 'SELECT brand_id AS key, name FROM dim_brand') },
  generic: { key: { needs: ['generic'], sql: (refs) => refs.genericId, memory: 'generic' }, names: lookup(() => 'SELECT generic_id AS key, name FROM dim_generic') },
  drugName: { key: column('p.drug_name', ['product'], 'drugName'), names: asName },
  tradeName: { key: column('p.trade_name', ['product'], 'tradeName'), names: asName },
  atc1: level('atc', 1),
  atc2: level('atc', 2),
  atc3: level('atc', 3),
  atc4: level('atc', 4),
  sort1: level('sort', 1),
  sort2: level('sort', 2),
  sort3: level('sort', 3),
  dosageForm: { key: column('g.dosage_form', ['generic'], 'dosageForm'), names: asName },
  formGroup: { key: column('g.form_group', ['generic'], 'formGroup'), names: asName },
  rxOtc: { key: column('g.rx_otc', ['generic'], 'rxOtc'), names: asName },
  drugType: { key: column('g.drug_type', ['generic'], 'drugType'), names: asName },
  route: { key: column('g.route', ['generic'], 'route'), names: asName },
  hospitalGrade: { key: column('f.subchannel', ['subchannel'], 'subchannel'), names: asName },
  platform: { key: column('f.subchannel', ['subchannel'], 'subchannel'), names: asName },
  channel: { key: column('f.channel', [], 'channel'), names: async (_w, keys) => new Map(keys.map((key) => [key, CHANNEL_NAMES[key] ?? key])) },
};

/** The dimension the ATC⇄SORT toggle picks for 'category' at a level (1…4 ATC, 1…3 SORT). */
export function categoryDimension(category: 'ATC' | 'SORT', depth: number): string {
  return category === 'ATC' ? `atc${Math.min(Math.max(depth, 1), 4)}` : `sort${Math.min(Math.max(depth, 1), 3)}`;
}

/** The level of a category code (by its length), so a selected node can be drilled one level down. */
export function categoryLevel(code: string): number {
  const lengths = /^\d/.test(code) ? SORT_LENGTHS : ATC_LENGTHS;
  const index = lengths.indexOf(code.length);
  return index < 0 ? lengths.length : index + 1;
}
