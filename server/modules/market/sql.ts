// Builds the aggregate queries of the market API. Values always travel as `$n` parameters and every
// identifier comes from the fragments of dimensions.ts / filters.ts (fixed strings), never from a
// request. The cheapest source that has every attribute a query needs is chosen: the generic or
// company cube when no product, SKU or sub-channel attribute is involved, the fact table otherwise.
import type { SqlParam } from '../../warehouse/connection';

/** What a fragment of SQL needs joined in. */
export type Need = 'product' | 'sku' | 'generic' | 'company' | 'companyVersion' | 'region' | 'subchannel';

export class Params {
  readonly values: SqlParam[] = [];

  add(value: SqlParam): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }

  list(values: readonly SqlParam[]): string {
    return values.map((value) => this.add(value)).join(', ');
  }
}

/** Column expressions whose spelling depends on the chosen source. */
export interface Refs {
  genericId: string;
  companyId: string;
}

/** What a key means to the in-memory sales index (columnar/): a column of its rows or an attribute of their product. */
export type MemoryKey =
  | 'province' | 'region7' | 'channel' | 'subchannel' | 'month'
  | 'product' | 'brand' | 'drugName' | 'tradeName' | 'company' | 'generic'
  | 'rxOtc' | 'drugType' | 'formGroup' | 'dosageForm' | 'route'
  | 'atc1' | 'atc2' | 'atc3' | 'atc4' | 'sort1' | 'sort2' | 'sort3';

export interface Fragment {
  needs: readonly Need[];
  sql(refs: Refs, params: Params): string;
  /** As a key: the same key in the sales index (absent: only SQL can group by it). */
  memory?: MemoryKey;
  /** As a condition: "the province is one of these", which the sales index applies itself. */
  provinces?: readonly string[];
}

export interface Window {
  name: string;
  from: string; // 'YYYY-MM'
  to: string;
}

export interface AggregateSpec {
  channels: readonly string[];
  /** Key expressions, returned as k0, k1… */
  groupBy: Fragment[];
  conditions: Fragment[];
  /** Sums of amount, units (and std_units) per window, returned as <name>_amount, <name>_units, <name>_std. */
  windows: Window[];
  /** Sum std_units too (each extra filtered sum costs a pass over the rows: only when shown). */
  withStd?: boolean;
  /** Distinct counts over the first window's rows with sales, returned under their names. */
  counts?: { name: string; expr: Fragment }[];
  /** The month whose company versions (SCD-2) name companies and roll them up into groups. */
  asOf: string;
}

type Source = 'fact' | 'cube_generic_month' | 'cube_company_month';

function chooseSource(needs: Set<Need>): Source {
  const company = needs.has('company') || needs.has('companyVersion');
  if (needs.has('product') || needs.has('sku') || needs.has('subchannel') || (company && needs.has('generic'))) return 'fact';
  return company ? 'cube_company_month' : 'cube_generic_month';
}

const REFS: Record<Source, Refs> = {
  fact: { genericId: 'p.generic_id', companyId: 'p.company_id' },
  cube_generic_month: { genericId: 'f.generic_id', companyId: 'NULL' },
  cube_company_month: { genericId: 'NULL', companyId: 'f.company_id' },
};

export const monthDate = (month: string) => `${month}-01`;

/** The version of each company valid at the period end (the latest one starting on or before it), as `cv`. */
export function companyVersionJoin(refs: Refs, params: Params, asOf: string): string {
  return `LEFT JOIN (SELECT DISTINCT ON (company_id) company_id, group_id FROM dim_company WHERE valid_from <= CAST(${params.add(monthDate(asOf))} AS DATE) ORDER BY company_id, valid_from DESC) cv ON cv.company_id = ${refs.companyId}`;
}

export function buildAggregate(spec: AggregateSpec): { sql: string; params: SqlParam[] } {
  const fragments = [...spec.groupBy, ...spec.conditions, ...(spec.counts ?? []).map((count) => count.expr)];
  const needs = new Set(fragments.flatMap((fragment) => fragment.needs));
  const source = chooseSource(needs);
  const refs = REFS[source];
  const params = new Params();

  const from =
    source === 'fact'
      ? ['fact_sales_month f', ...(needs.has('product') || needs.has('generic') || needs.has('company') || needs.has('companyVersion') ? ['JOIN dim_sku s ON s.sku_id = f.sku_id', 'JOIN dim_product p ON p.product_id = s.product_id'] : [])]
      : [`${source} f`];
  if (needs.has('generic')) from.push(`JOIN dim_generic g ON g.generic_id = ${refs.genericId}`);
  if (needs.has('companyVersion')) from.push(companyVersionJoin(refs, params, spec.asOf));
  if (needs.has('region')) from.push('JOIN dim_region r ON r.province_code = f.province_code');

  const keys = spec.groupBy.map((fragment, i) => `${fragment.sql(refs, params)} AS k${i}`);
  const sums: string[] = [];
  // A single window is the WHERE range itself; several are told apart with FILTER clauses.
  const windowCondition = (window: Window) =>
    `f.month BETWEEN CAST(${params.add(monthDate(window.from))} AS DATE) AND CAST(${params.add(monthDate(window.to))} AS DATE)`;
  for (const window of spec.windows) {
    const filter = spec.windows.length === 1 ? '' : ` FILTER (WHERE ${windowCondition(window)})`;
    sums.push(`SUM(f.amount)${filter} AS ${window.name}_amount`, `SUM(f.units)${filter} AS ${window.name}_units`);
    if (spec.withStd) sums.push(`SUM(f.std_units)${filter} AS ${window.name}_std`);
  }
  for (const count of spec.counts ?? []) {
    sums.push(`COUNT(DISTINCT CASE WHEN ${windowCondition(spec.windows[0])} AND f.amount > 0 THEN ${count.expr.sql(refs, params)} END) AS ${count.name}`);
  }
  const months = spec.windows.map((w) => w.from).sort()[0];
  const last = spec.windows.map((w) => w.to).sort().at(-1)!;
  const where = [
    `f.channel IN (${params.list(spec.channels)})`,
    `f.month BETWEEN CAST(${params.add(monthDate(months))} AS DATE) AND CAST(${params.add(monthDate(last))} AS DATE)`,
    ...spec.conditions.map((condition) => `(${condition.sql(refs, params)})`),
  ];
  const select = [...keys, ...sums].join(',\n  ');
  const groupBy = keys.length > 0 ? `\nGROUP BY ${keys.map((_, i) => i + 1).join(', ')}` : '';
  return { sql: `SELECT\n  ${select}\nFROM ${from.join('\n  ')}\nWHERE ${where.join('\n  AND ')}${groupBy}`, params: params.values };
}
