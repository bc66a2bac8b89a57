// GET …/options: the members a tag-select or select widget offers, searched by name, full pinyin or
// pinyin initials (contracts §8), best matches first. Dosage forms and generics are limited to the
// caller's licence; every query is narrowed again on the server whatever is picked.
import type { Locale } from '../../http/messages';
import type { Licenses } from '../auth/permission-service';
import type { Warehouse } from '../../warehouse/connection';
import { categoryCondition } from './filters';
import { PINYIN_NAME, PRODUCT_LABEL } from './dimensions';
import { Params, type Refs } from './sql';

const GENERIC_REFS: Refs = { genericId: 'g.generic_id', companyId: 'NULL' };

export interface OptionItem {
  value: string;
  label: string;
}

interface Source {
  /** SELECT … AS value, … AS label FROM … (searchable columns listed in `search`). */
  from: string;
  value: string;
  label: string;
  search: string[];
  /** Needs generic columns aliased g (licence filters apply). */
  generic?: boolean;
}

const named = (table: string, id: string, pinyin = true): Source => ({
  from: table,
  value: id,
  label: 'name',
  search: pinyin ? ['name', 'name_py', 'name_initials'] : ['name'],
});

const attribute = (column: string): Source => ({ from: 'dim_generic g', value: `g.${column}`, label: `g.${column}`, search: [`g.${column}`], generic: true });

const SOURCES: Record<string, Source> = {
  generic: { from: 'dim_generic g', value: 'g.generic_id', label: 'g.name', search: ['g.name', 'g.name_py', 'g.name_initials'], generic: true },
  company: named('dim_company_current', 'company_id'),
  group: named('dim_group', 'group_id'),
  brand: named('dim_brand', 'brand_id'),
  ingredient: named('dim_ingredient', 'ingredient_id'),
  product: {
    from: 'dim_product p JOIN dim_generic g ON g.generic_id = p.generic_id JOIN dim_company_current c ON c.company_id = p.company_id',
    value: 'p.product_id',
    label: PRODUCT_LABEL['zh-cn'],
    search: ['p.drug_name', 'p.trade_name', 'p.trade_name_py', 'p.trade_name_initials', 'g.name_py', 'g.name_initials'],
    generic: true,
  },
  tradeName: { from: 'dim_product', value: 'trade_name', label: 'trade_name', search: ['trade_name', 'trade_name_py', 'trade_name_initials'] },
  drugName: { from: 'dim_product', value: 'drug_name', label: 'drug_name', search: ['drug_name'] },
  dosageForm: attribute('dosage_form'),
  formGroup: attribute('form_group'),
  rxOtc: attribute('rx_otc'),
  drugType: attribute('drug_type'),
  route: attribute('route'),
  storeType: { from: 'fact_retail_store_kpi', value: 'store_type', label: 'store_type', search: ['store_type'] },
  cityTier: { from: 'fact_retail_store_kpi', value: 'CAST(tier AS VARCHAR)', label: "CAST(tier AS VARCHAR) || '线'", search: ['CAST(tier AS VARCHAR)'] },
  category: { from: "(SELECT code, name, name_py, name_initials FROM dim_atc UNION ALL SELECT code, name, name_py, name_initials FROM dim_sort)", value: 'code', label: "code || ' ' || name", search: ['code', 'name', 'name_py', 'name_initials'] },
};

/** A source offered under `name_en` where the row has one, found by either name or the pinyin. */
const englishNamed = (source: Source, alias = ''): Source => ({
  ...source,
  label: `COALESCE(${alias}name_en, ${alias}name)`,
  search: [...source.search, `${alias}name_en`],
});

// An English page offers categories, groups, companies, generics and products under their English
// names (and finds them by those too), and brands in pinyin, as its tables show them.
const ENGLISH_SOURCES: Record<string, Source> = {
  generic: englishNamed(SOURCES.generic, 'g.'),
  company: englishNamed(SOURCES.company),
  group: englishNamed(SOURCES.group),
  brand: { ...SOURCES.brand, label: `COALESCE(${PINYIN_NAME('name')}, name)` },
  product: {
    ...SOURCES.product,
    label: PRODUCT_LABEL.en,
    search: [...SOURCES.product.search, 'g.name_en', 'c.name_en'],
  },
  category: {
    from: '(SELECT code, name, name_en, name_py, name_initials FROM dim_atc UNION ALL SELECT code, name, name_en, name_py, name_initials FROM dim_sort)',
    value: 'code',
    label: "code || ' ' || COALESCE(name_en, name)",
    search: ['code', 'name', 'name_en', 'name_py', 'name_initials'],
  },
};

export function hasOptions(dimension: string): boolean {
  return Object.hasOwn(SOURCES, dimension);
}

export interface OptionRequest {
  keyword: string;
  limit: number;
  /** Instead of a search: the labels of these values (a filter restored from a link or a saved market). */
  values?: readonly string[];
}

export async function listOptions(warehouse: Warehouse, dimension: string, request: OptionRequest, licenses: Licenses, locale?: Locale): Promise<OptionItem[]> {
  const { keyword, values } = request;
  let { limit } = request;
  const source = (locale === 'en' ? ENGLISH_SOURCES[dimension] : undefined) ?? SOURCES[dimension];
  const params = new Params();
  const where = [`${source.value} IS NOT NULL`];
  const needle = values ? '' : keyword.trim().toLowerCase();
  let rank = '0';
  if (values) {
    where.push(values.length > 0 ? `${source.value} IN (${params.list(values)})` : 'FALSE');
    limit = values.length;
  } else if (needle) {
    const p = params.add(needle);
    where.push(`(${source.search.map((column) => `contains(lower(${column}), ${p})`).join(' OR ')})`);
    rank = `CASE WHEN ${source.search.map((column) => `starts_with(lower(${column}), ${p})`).join(' OR ')} THEN 0 ELSE 1 END`;
  }
  if (source.generic && licenses.forms) where.push(`g.dosage_form IN (${params.list(licenses.forms)})`);
  if (source.generic && licenses.categories) where.push(`(${categoryCondition(licenses.categories).fragment.sql(GENERIC_REFS, params)})`);
  const sql = `SELECT value, label FROM (SELECT DISTINCT ${source.value} AS value, ${source.label} AS label, ${rank} AS rank FROM ${source.from} WHERE ${where.join(' AND ')}) ORDER BY rank, length(label), label LIMIT ${params.add(limit)}`;
  const rows = await warehouse.all<{ value: string; label: string }>(sql, params.values);
  return rows.map((row) => ({ value: String(row.value), label: String(row.label) }));
}
