// The warehouse's market tables (contracts §8): their columns and DuckDB types, the key columns
// that must not be empty, the foreign keys the loader checks and the order facts are stored in.
// The generator writes exactly these files and the loader accepts exactly these columns, so a
// customer's data follows the same definitions (docs/data-format.md is written from them).

export type ColumnType = 'VARCHAR' | 'DOUBLE' | 'BIGINT' | 'INTEGER' | 'BOOLEAN' | 'DATE' | 'TIMESTAMP' | 'VARCHAR[]';

export interface ColumnDef {
  name: string;
  type: ColumnType;
  /** Key and reference columns: an empty value is an error. */
  required?: boolean;
  /** The column may be left out of a file; it is then loaded as NULL. */
  optional?: boolean;
}

export interface ForeignKey {
  column: string;
  table: string;
  references: string;
  /** A second column pair the referenced row must match too (a city must lie in the row's province). */
  with?: { column: string; references: string };
}

export interface TableDef {
  name: string;
  columns: ColumnDef[];
  /** Columns that identify a row (checked for duplicates by the loader). */
  primaryKey?: string[];
  foreignKeys?: ForeignKey[];
  /** Storage order: DuckDB's min/max zone maps then skip blocks on these columns. */
  orderBy?: string[];
  /** Optional tables may be absent from an import; the loader derives or creates them empty. */
  optional?: boolean;
}

const col = (name: string, type: ColumnType = 'VARCHAR', required = false): ColumnDef => ({ name, type, required });
const key = (name: string, type: ColumnType = 'VARCHAR'): ColumnDef => col(name, type, true);
/** A searchable Chinese name with its pinyin siblings (contracts §8). */
const searchable = (name: string, required = true): ColumnDef[] => [col(name, 'VARCHAR', required), col(`${name}_py`), col(`${name}_initials`)];

export const MARKET_TABLES: TableDef[] = [
  {
    name: 'dim_region',
    columns: [key('province_code'), key('province'), col('province_en'), key('region7'), col('region7_en'), col('pop_weight', 'DOUBLE')],
    primaryKey: ['province_code'],
  },
  {
    name: 'dim_city',
    columns: [key('city_code'), key('city'), key('province_code'), col('tier', 'INTEGER')],
    primaryKey: ['city_code'],
    foreignKeys: [{ column: 'province_code', table: 'dim_region', references: 'province_code' }],
  },
  {
    name: 'dim_atc',
    columns: [key('code'), key('level', 'INTEGER'), ...searchable('name'), col('name_en'), col('parent_code')],
    primaryKey: ['code'],
    foreignKeys: [{ column: 'parent_code', table: 'dim_atc', references: 'code' }],
  },
  {
    name: 'dim_sort',
    columns: [key('code'), key('level', 'INTEGER'), ...searchable('name'), col('name_en'), col('parent_code')],
    primaryKey: ['code'],
    foreignKeys: [{ column: 'parent_code', table: 'dim_sort', references: 'code' }],
  },
  {
    name: 'dim_group',
    columns: [key('group_id'), ...searchable('name'), col('name_en')],
    primaryKey: ['group_id'],
  },
  {
    name: 'dim_company',
    columns: [
      key('company_id'), ...searchable('name'), col('name_en'), key('group_id'), col('province_code'), col('ownership'),
      col('listed', 'BOOLEAN'), key('valid_from', 'DATE'), col('valid_to', 'DATE'),
    ],
    primaryKey: ['company_id', 'valid_from'],
    foreignKeys: [
      { column: 'group_id', table: 'dim_group', references: 'group_id' },
      { column: 'province_code', table: 'dim_region', references: 'province_code' },
    ],
  },
  {
    name: 'dim_generic',
    columns: [
      key('generic_id'), ...searchable('name'), col('name_en'), key('drug_type'), col('rx_otc'), col('route'), col('form_group'),
      col('dosage_form'), col('atc4'), key('sort3'), col('is_tcm', 'BOOLEAN'),
    ],
    primaryKey: ['generic_id'],
    foreignKeys: [
      { column: 'atc4', table: 'dim_atc', references: 'code' },
      { column: 'sort3', table: 'dim_sort', references: 'code' },
    ],
  },
  {
    name: 'dim_ingredient',
    columns: [key('ingredient_id'), ...searchable('name')],
    primaryKey: ['ingredient_id'],
  },
  {
    name: 'bridge_generic_ingredient',
    columns: [key('generic_id'), key('ingredient_id')],
    primaryKey: ['generic_id', 'ingredient_id'],
    foreignKeys: [
      { column: 'generic_id', table: 'dim_generic', references: 'generic_id' },
      { column: 'ingredient_id', table: 'dim_ingredient', references: 'ingredient_id' },
    ],
  },
  {
    name: 'dim_brand',
    columns: [key('brand_id'), ...searchable('name')],
    primaryKey: ['brand_id'],
  },
  {
    name: 'dim_product',
    columns: [
      key('product_id'), key('generic_id'), key('company_id'), col('brand_id'), ...searchable('trade_name', false), col('drug_name'),
      col('launch_month', 'DATE'), col('is_originator', 'BOOLEAN'), col('nrdl_class'), col('is_essential', 'BOOLEAN'),
      col('is_vbp', 'BOOLEAN'), col('gqce'),
    ],
    primaryKey: ['product_id'],
    foreignKeys: [
      { column: 'generic_id', table: 'dim_generic', references: 'generic_id' },
      { column: 'company_id', table: 'dim_company', references: 'company_id' },
      { column: 'brand_id', table: 'dim_brand', references: 'brand_id' },
    ],
  },
  {
    name: 'dim_sku',
    columns: [key('sku_id'), key('product_id'), col('spec'), col('pack'), key('conv_ratio', 'INTEGER')],
    primaryKey: ['sku_id'],
    foreignKeys: [{ column: 'product_id', table: 'dim_product', references: 'product_id' }],
  },
  {
    name: 'fact_sales_month',
    columns: [
      key('sku_id'), key('province_code'), { name: 'city_code', type: 'VARCHAR', optional: true }, key('channel'), key('subchannel'),
      key('month', 'DATE'), key('amount', 'DOUBLE'), key('units', 'BIGINT'), col('std_units', 'BIGINT'),
    ],
    foreignKeys: [
      { column: 'sku_id', table: 'dim_sku', references: 'sku_id' },
      { column: 'province_code', table: 'dim_region', references: 'province_code' },
      { column: 'city_code', table: 'dim_city', references: 'city_code', with: { column: 'province_code', references: 'province_code' } },
    ],
    orderBy: ['channel', 'month'],
  },
  {
    name: 'fact_retail_store_kpi',
    columns: [
      key('province_code'), key('tier', 'INTEGER'), key('store_type'), key('sort2'), key('month', 'DATE'), col('stores', 'BIGINT'),
      col('orders', 'BIGINT'), col('items', 'BIGINT'), col('amount', 'DOUBLE'),
    ],
    foreignKeys: [
      { column: 'province_code', table: 'dim_region', references: 'province_code' },
      { column: 'sort2', table: 'dim_sort', references: 'code' },
    ],
    orderBy: ['month', 'province_code', 'sort2'],
    optional: true,
  },
  {
    name: 'meta_data_as_of',
    columns: [key('channel'), key('latest_month', 'DATE')],
    primaryKey: ['channel'],
    optional: true,
  },
];

export const FACT_CHANNELS = ['RETAIL', 'HOSPITAL', 'GRASSROOTS', 'B2C'] as const;

export function marketTable(name: string): TableDef {
  const table = MARKET_TABLES.find((t) => t.name === name);
  if (!table) throw new Error(`unknown warehouse table ${name}`);
  return table;
}

/** Double-quotes an identifier for SQL (basic-table columns are camelCase). */
export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

export function createTableSql(table: TableDef): string {
  const columns = table.columns.map((c) => `${quoteIdent(c.name)} ${c.type}`).join(', ');
  return `CREATE TABLE ${quoteIdent(table.name)} (${columns})`;
}
