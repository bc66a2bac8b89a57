// POST /api/v2/home/drug-dimn: the members of one market dimension matching a keyword (Chinese
// contains, or pinyin / pinyin-initials prefix where the dimension has them), for filter pickers.
import type { Warehouse } from '../../warehouse/connection';

interface DimensionSource {
  from: string;
  code: string;
  name: string;
  /** pinyin columns (full, initials) when the name has them */
  pinyin?: [string, string];
}

export const DIMENSIONS: Record<string, DimensionSource> = {
  generic: { from: 'dim_generic', code: 'generic_id', name: 'name', pinyin: ['name_py', 'name_initials'] },
  tradeName: { from: 'dim_product', code: 'MIN(product_id)', name: 'trade_name', pinyin: ['trade_name_py', 'trade_name_initials'] },
  drugName: { from: 'dim_product', code: 'MIN(product_id)', name: 'drug_name' },
  brand: { from: 'dim_brand', code: 'brand_id', name: 'name', pinyin: ['name_py', 'name_initials'] },
  company: { from: '(SELECT * FROM dim_company WHERE valid_to IS NULL)', code: 'company_id', name: 'name', pinyin: ['name_py', 'name_initials'] },
  group: { from: 'dim_group', code: 'group_id', name: 'name', pinyin: ['name_py', 'name_initials'] },
  ingredient: { from: 'dim_ingredient', code: 'ingredient_id', name: 'name', pinyin: ['name_py', 'name_initials'] },
  dosageForm: { from: 'dim_generic', code: 'MIN(dosage_form)', name: 'dosage_form' },
  province: { from: 'dim_region', code: 'province_code', name: 'province' },
  atc: { from: 'dim_atc', code: 'code', name: 'name', pinyin: ['name_py', 'name_initials'] },
  sort: { from: 'dim_sort', code: 'code', name: 'name', pinyin: ['name_py', 'name_initials'] },
};

export type DimensionName = keyof typeof DIMENSIONS;

export async function dimensionMembers(
  warehouse: Warehouse,
  dimension: DimensionName,
  keyword: string | undefined,
  limit: number,
): Promise<{ code: string; name: string }[]> {
  const source = DIMENSIONS[dimension];
  const grouped = source.code.startsWith('MIN(');
  const params: string[] = [];
  let where = `${source.name} IS NOT NULL`;
  const k = keyword?.trim().toLowerCase();
  if (k) {
    params.push(k);
    const matches = [`contains(lower(${source.name}), $1)`];
    if (source.pinyin) matches.push(`starts_with(${source.pinyin[0]}, $1)`, `starts_with(${source.pinyin[1]}, $1)`);
    where += ` AND (${matches.join(' OR ')})`;
  }
  // limit is a validated integer, so it can be inlined.
  const sql = `SELECT ${source.code} AS code, ${source.name} AS name FROM ${source.from} WHERE ${where}
               ${grouped ? `GROUP BY ${source.name}` : ''} ORDER BY length(${source.name}), ${source.name} LIMIT ${limit}`;
  const rows = await warehouse.all<{ code: unknown; name: string }>(sql, params);
  return rows.map((row) => ({ code: String(row.code), name: row.name }));
}
