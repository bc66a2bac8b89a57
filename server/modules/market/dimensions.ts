// The grouping dimensions of the market blocks (registry/market.json): the SQL of each member key
// and how the keys get their display names. Names are looked up after aggregation, for the rows
// actually returned, so the big aggregate never joins a name table it does not filter on.
import type { Locale } from '../../http/messages';
import type { Warehouse } from '../../warehouse/connection';
import { monthDate, type Fragment, type MemoryKey, type Need } from './sql';

export const ATC_LENGTHS = [1, 3, 4, 5]; // A, A02, A02B, A02B1: ATC codes nest by prefix
export const SORT_LENGTHS = [2, 4, 6]; // 01, 0101, 010101

export interface Dimension {
  key: Fragment;
  /** Display names of the given keys (a key without a name shows as itself), in English where the data has it. */
  names(warehouse: Warehouse, keys: string[], asOf: string, locale?: Locale): Promise<Map<string, string>>;
}

/** A member key that is never NULL: rows without the attribute group under ''. */
const column = (expr: string, needs: Need[], memory?: MemoryKey): Fragment => ({ needs, sql: () => `COALESCE(CAST(${expr} AS VARCHAR), '')`, memory });

const UNCLASSIFIED: Record<Locale, string> = { 'zh-cn': '未分类', en: 'Unclassified' };
/** Only non-drug items (health foods, devices, herbal slices) have no ATC or Rx/OTC class: they are named so, not 未分类. */
const NON_DRUG: Record<Locale, string> = { 'zh-cn': '非药品', en: 'Non-drug products' };

const unclassified = (locale?: Locale) => UNCLASSIFIED[locale ?? 'zh-cn'];

/** The key is its own name; the empty key is named `unnamed` (未分类 unless said otherwise). */
const asNameOr =
  (unnamed: Record<Locale, string>): Dimension['names'] =>
  async (_w, keys, _asOf, locale) =>
    new Map(keys.map((key) => [key, key || unnamed[locale ?? 'zh-cn']]));
const asName = asNameOr(UNCLASSIFIED);

/** A small dimension table read whole once per warehouse (the warehouse does not change while open). */
function tableOnce<T>(read: (warehouse: Warehouse) => Promise<T>): (warehouse: Warehouse) => Promise<T> {
  const tables = new WeakMap<Warehouse, Promise<T>>();
  return (warehouse) => {
    let table = tables.get(warehouse);
    if (!table) {
      tables.set(warehouse, (table = read(warehouse)));
      table.catch(() => tables.delete(warehouse));
    }
    return table;
  };
}

/**
 * Names from a small dimension table, rather than one query per block; `englishSql`, where the table
 * has English names, answers an English request.
 */
function lookup(sql: string, englishSql?: string, unnamed: Record<Locale, string> = UNCLASSIFIED): Dimension['names'] {
  const read = (query: string) =>
    tableOnce((warehouse) => warehouse.all<{ key: string; name: string }>(query).then((rows) => new Map(rows.map((row) => [String(row.key), row.name]))));
  const chinese = read(sql);
  const english = englishSql ? read(englishSql) : chinese;
  return async (warehouse, keys, _asOf, locale) => {
    const names = await (locale === 'en' ? english : chinese)(warehouse);
    return new Map(keys.map((key) => [key, names.get(key) ?? (key || unnamed[locale ?? 'zh-cn'])]));
  };
}

/** `SELECT key, name`, and for English `name_en` where the row has one. */
const bilingual = (table: string, key: string, unnamed?: Record<Locale, string>) =>
  lookup(`SELECT ${key} AS key, name FROM ${table}`, `SELECT ${key} AS key, COALESCE(name_en, name) AS name FROM ${table}`, unnamed);

/** A Chinese brand or trade name in English: its pinyin, capitalised (舒立达 → Shulida). */
export const PINYIN_NAME = (column: string) => `upper(left(${column}_py, 1)) || substr(${column}_py, 2)`;

export const CHANNEL_NAMES: Record<string, string> = { RETAIL: '零售药店', HOSPITAL: '等级医院', GRASSROOTS: '基层医疗机构', B2C: 'B2C' };

// ATC and SORT nodes carry English names (name_en) at every level: an English page shows them.
const categoryNames = (table: 'dim_atc' | 'dim_sort') => bilingual(table, 'code', table === 'dim_atc' ? NON_DRUG : UNCLASSIFIED);

/** Every version of every company, newest first. */
const companyVersions = tableOnce(async (warehouse) => {
  const rows = await warehouse.all<{ key: string; name: string; nameEn: string | null; from: string }>(
    'SELECT company_id AS key, name, name_en AS "nameEn", valid_from AS "from" FROM dim_company ORDER BY valid_from DESC',
  );
  const versions = new Map<string, { name: string; nameEn: string | null; from: string }[]>();
  for (const row of rows) {
    const list = versions.get(String(row.key));
    if (list) list.push(row);
    else versions.set(String(row.key), [row]);
  }
  return versions;
});

// A company's name as of the period end: the version valid then (the newest when all start later),
// in English where that version has an English name.
const companyNames: Dimension['names'] = async (warehouse, keys, asOf, locale) => {
  const versions = await companyVersions(warehouse);
  const day = monthDate(asOf);
  return new Map(
    keys.map((key) => {
      const list = versions.get(key);
      const version = list?.find((v) => v.from <= day) ?? list?.[0];
      return [key, (locale === 'en' ? version?.nameEn : null) ?? version?.name ?? (key || unclassified(locale))];
    }),
  );
};

function level(prefix: 'atc' | 'sort', n: number): Dimension {
  const length = (prefix === 'atc' ? ATC_LENGTHS : SORT_LENGTHS)[n - 1];
  const code = prefix === 'atc' ? 'g.atc4' : 'g.sort3';
  return { key: column(`left(${code}, ${length})`, ['generic'], `${prefix}${n}` as MemoryKey), names: categoryNames(prefix === 'atc' ? 'dim_atc' : 'dim_sort') };
}

const PRODUCT_JOIN = 'FROM dim_product p JOIN dim_generic g ON g.generic_id = p.generic_id JOIN dim_company_current c ON c.company_id = p.company_id';

/**
 * A product's name over dim_product p, dim_generic g and dim_company_current c: 药品名（企业）, and in
 * English the generic's English name, the trade name in pinyin and the maker's English name.
 */
export const PRODUCT_LABEL: Record<Locale, string> = {
  'zh-cn': "COALESCE(p.drug_name, g.name) || '（' || c.name || '）'",
  en: `COALESCE(g.name_en, g.name) || COALESCE(' ' || ${PINYIN_NAME('p.trade_name')}, '') || ' (' || COALESCE(c.name_en, c.name) || ')'`,
};

export const DIMENSIONS: Record<string, Dimension> = {
  province: { key: column('f.province_code', [], 'province'), names: lookup('SELECT province_code AS key, province AS name FROM dim_region') },
  region7: { key: column('r.region7', ['region'], 'region7'), names: asName },
  company: { key: { needs: ['company'], sql: (refs) => refs.companyId, memory: 'company' }, names: companyNames },
  group: { key: column('cv.group_id', ['companyVersion']), names: bilingual('dim_group', 'group_id') },
  product: {
    key: { needs: ['product'], sql: () => 'p.product_id', memory: 'product' },
    names: lookup(`SELECT p.product_id AS key, ${PRODUCT_LABEL['zh-cn']} AS name ${PRODUCT_JOIN}`, `SELECT p.product_id AS key, ${PRODUCT_LABEL.en} AS name ${PRODUCT_JOIN}`),
  },
  brand: {
    key: column('p.brand_id', ['product'], 'brand'),
    names: lookup('SELECT brand_id AS key, name FROM dim_brand', `SELECT brand_id AS key, COALESCE(${PINYIN_NAME('name')}, name) AS name FROM dim_brand`),
  },
  generic: { key: { needs: ['generic'], sql: (refs) => refs.genericId, memory: 'generic' }, names: bilingual('dim_generic', 'generic_id') },
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
  // Only non-drug items have no Rx/OTC class.
  rxOtc: { key: column('g.rx_otc', ['generic'], 'rxOtc'), names: asNameOr(NON_DRUG) },
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
