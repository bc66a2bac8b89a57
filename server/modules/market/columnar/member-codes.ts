// Per member of a sales-index grain (a product or a generic), its code in a key (brand, company,
// ATC level…) and the keys' labels, read once per warehouse from dim_product and dim_generic. A
// member whose generic is missing from dim_generic gets no generic attribute (-1), as the SQL's
// inner join drops it; a generic has no product attribute.
import type { Warehouse } from '../../../warehouse/connection';
import { ATC_LENGTHS, SORT_LENGTHS } from '../dimensions';
import type { MemoryKey } from '../sql';

export interface Codes {
  /** The key's code per grain member (-1: the member has none and its rows drop out). */
  codes: Int32Array;
  labels: string[];
}

type MemberRow = Record<'member_id' | 'brand_id' | 'drug_name' | 'trade_name' | 'company_id' | 'generic_id' | 'g_id' | 'atc4' | 'sort3' | 'rx_otc' | 'drug_type' | 'form_group' | 'dosage_form' | 'route', string | null>;

const PRODUCT_SQL = `SELECT p.product_id AS member_id, p.brand_id, p.drug_name, p.trade_name, p.company_id, p.generic_id, g.generic_id AS g_id,
  g.atc4, g.sort3, g.rx_otc, g.drug_type, g.form_group, g.dosage_form, g.route
  FROM dim_product p LEFT JOIN dim_generic g ON g.generic_id = p.generic_id`;

const GENERIC_SQL = `SELECT g.generic_id AS member_id, NULL AS brand_id, NULL AS drug_name, NULL AS trade_name, NULL AS company_id, g.generic_id, g.generic_id AS g_id,
  g.atc4, g.sort3, g.rx_otc, g.drug_type, g.form_group, g.dosage_form, g.route
  FROM dim_generic g`;

/** The member of each key for one product or generic: undefined = none; null = the SQL key's NULL. */
const VALUE_OF: Partial<Record<MemoryKey, (row: MemberRow) => string | null | undefined>> = {
  product: (r) => r.member_id,
  brand: (r) => r.brand_id,
  drugName: (r) => r.drug_name,
  tradeName: (r) => r.trade_name,
  company: (r) => r.company_id,
  generic: (r) => (r.g_id === null ? undefined : r.generic_id),
  rxOtc: (r) => (r.g_id === null ? undefined : r.rx_otc),
  drugType: (r) => (r.g_id === null ? undefined : r.drug_type),
  formGroup: (r) => (r.g_id === null ? undefined : r.form_group),
  dosageForm: (r) => (r.g_id === null ? undefined : r.dosage_form),
  route: (r) => (r.g_id === null ? undefined : r.route),
};
ATC_LENGTHS.forEach((length, i) => (VALUE_OF[`atc${i + 1}` as MemoryKey] = (r) => (r.g_id === null ? undefined : (r.atc4 ?? '').slice(0, length))));
SORT_LENGTHS.forEach((length, i) => (VALUE_OF[`sort${i + 1}` as MemoryKey] = (r) => (r.g_id === null ? undefined : (r.sort3 ?? '').slice(0, length))));

/** Keys read from the row's member (the others are columns of the rows). */
export function isMemberKey(key: MemoryKey): boolean {
  return Object.hasOwn(VALUE_OF, key);
}

/** Keys a generic has: the generic grain serves them. */
export const GENERIC_LEVEL_KEYS: ReadonlySet<MemoryKey> = new Set<MemoryKey>(['generic', 'rxOtc', 'drugType', 'formGroup', 'dosageForm', 'route', 'atc1', 'atc2', 'atc3', 'atc4', 'sort1', 'sort2', 'sort3']);

export interface MemberCodes {
  /** Group keys: NULL reads as '' (the SQL keys COALESCE to ''). */
  key(key: MemoryKey): Codes;
  /** Distinct counts: NULL is no member (COUNT DISTINCT skips it). */
  counted(key: MemoryKey): Codes;
}

function encode(rows: (MemberRow | undefined)[], value: (row: MemberRow) => string | null | undefined, nullAs: string | undefined): Codes {
  const labels: string[] = [];
  const seen = new Map<string, number>();
  const codes = new Int32Array(rows.length).fill(-1);
  rows.forEach((row, i) => {
    const raw = row ? value(row) : undefined;
    const label = raw === null ? nullAs : raw;
    if (label === undefined) return;
    let code = seen.get(label);
    if (code === undefined) {
      code = labels.push(label) - 1;
      seen.set(label, code);
    }
    codes[i] = code;
  });
  return { codes, labels };
}

/** The codes of a grain's members (its product or generic list). */
export async function loadMemberCodes(warehouse: Warehouse, grain: 'product' | 'generic', members: string[]): Promise<MemberCodes> {
  const byId = new Map((await warehouse.all<MemberRow>(grain === 'product' ? PRODUCT_SQL : GENERIC_SQL)).map((row) => [row.member_id ?? '', row]));
  const rows = members.map((id) => byId.get(id));
  const keys = new Map<string, Codes>();
  const cached = (name: string, make: () => Codes) => {
    let codes = keys.get(name);
    if (!codes) keys.set(name, (codes = make()));
    return codes;
  };
  return {
    key: (key) => cached(`key:${key}`, () => encode(rows, VALUE_OF[key]!, '')),
    counted: (key) => cached(`count:${key}`, () => encode(rows, VALUE_OF[key]!, undefined)),
  };
}
