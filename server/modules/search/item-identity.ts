// Who a one-click-search item is: its name and a few key attributes, read from the warehouse
// dimension of its type. Unknown ids are a 404.
import { AppError } from '../../http/errors';
import type { Warehouse } from '../../warehouse/connection';

export const ITEM_TYPES = ['generic', 'company', 'group', 'product', 'atc', 'sort'] as const;
export type ItemType = (typeof ITEM_TYPES)[number];

export interface ItemIdentity {
  type: ItemType;
  id: string;
  name: string;
  nameEn: string | null;
  /** Key attributes by name (dosage form, ATC code, group…), null when the warehouse has none. */
  attributes: Record<string, string | null>;
  /** The key the basic-database pages hold for it (`genericId`, `companyId`), if they hold one. */
  pageKey?: { field: string; value: string };
}

type IdentityRow = { name: string; name_en: string | null } & Record<string, string | null>;

// One statement per type; the attribute columns are everything but name and name_en.
const IDENTITY_SQL: Record<ItemType, string> = {
  generic: `SELECT name, name_en, drug_type AS "drugType", dosage_form AS "dosageForm", rx_otc AS "rxOtc", atc4, sort3
              FROM dim_generic WHERE generic_id = $1`,
  company: `SELECT c.name, c.name_en, g.name AS "group", c.province_code AS "provinceCode", c.ownership
              FROM dim_company_current c LEFT JOIN dim_group g ON g.group_id = c.group_id WHERE c.company_id = $1`,
  group: `SELECT name, name_en, (SELECT CAST(count(*) AS VARCHAR) FROM dim_company_current WHERE group_id = $1) AS "companies"
            FROM dim_group WHERE group_id = $1`,
  product: `SELECT coalesce(p.trade_name, p.drug_name) AS name, NULL AS name_en, g.name AS "generic", c.name AS "company", p.nrdl_class AS "nrdlClass"
              FROM dim_product p LEFT JOIN dim_generic g ON g.generic_id = p.generic_id
              LEFT JOIN dim_company_current c ON c.company_id = p.company_id WHERE p.product_id = $1`,
  atc: `SELECT name, name_en, code, CAST(level AS VARCHAR) AS level FROM dim_atc WHERE code = $1`,
  sort: `SELECT name, name_en, code, CAST(level AS VARCHAR) AS level FROM dim_sort WHERE code = $1`,
};

const PAGE_KEYS: Partial<Record<ItemType, string>> = { generic: 'genericId', company: 'companyId' };

export async function itemIdentity(warehouse: Warehouse, type: ItemType, id: string): Promise<ItemIdentity> {
  const [row] = await warehouse.all<IdentityRow>(IDENTITY_SQL[type], [id]);
  if (!row) throw new AppError(404, `no ${type} "${id}"`);
  const { name, name_en: nameEn, ...attributes } = row;
  const pageKey = PAGE_KEYS[type];
  return {
    type,
    id,
    name,
    nameEn: nameEn ?? null,
    attributes: Object.fromEntries(Object.entries(attributes).map(([key, value]) => [key, value === null ? null : String(value)])),
    ...(pageKey ? { pageKey: { field: pageKey, value: id } } : {}),
  };
}
