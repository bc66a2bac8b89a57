// Shared per-request bases. Most blocks of a page group the same filtered sales by different
// attributes of a generic, a province or a product; rather than one warehouse scan per block, a page
// reads each base once — sales by (generic, province) and by product — and the blocks roll them up
// in memory through small cached attribute maps. Bases and roll-ups stay in columns (typed arrays):
// a base holds tens of thousands of rows (generic × province × channel on omni-channel pages), and
// an object per row, rolled up a dozen times per request, cost more than the scan itself.
import type { Warehouse } from '../../warehouse/connection';
import { runAggregateColumns, type AggregateColumns } from './aggregate';
import type { QueryContext } from './context';
import { ATC_LENGTHS, DIMENSIONS, SORT_LENGTHS } from './dimensions';
import { ZERO, type Agg, type Member } from './metrics';
import { comparisonWindows, specOf } from './query-spec';

interface Attributes {
  generic: Map<string, Record<string, string>>;
  region7: Map<string, string>;
  product: Map<string, Record<string, string>>;
}

const attributeCache = new WeakMap<Warehouse, Promise<Attributes>>();

/** The attribute maps of the warehouse (read once; the warm-up reads them before the first query). */
export function attributesOf(warehouse: Warehouse): Promise<Attributes> {
  let cached = attributeCache.get(warehouse);
  if (!cached) {
    cached = (async () => {
      const [generics, regions, products] = await Promise.all([
        warehouse.all<Record<string, string | null>>('SELECT generic_id, atc4, sort3, rx_otc, drug_type, form_group, dosage_form, route FROM dim_generic'),
        warehouse.all<{ province_code: string; region7: string }>('SELECT province_code, region7 FROM dim_region'),
        warehouse.all<Record<string, string | null>>('SELECT product_id, brand_id, drug_name, trade_name, company_id FROM dim_product'),
      ]);
      const generic = new Map<string, Record<string, string>>();
      for (const g of generics) {
        const attrs: Record<string, string> = {
          generic: g.generic_id ?? '',
          rxOtc: g.rx_otc ?? '',
          drugType: g.drug_type ?? '',
          formGroup: g.form_group ?? '',
          dosageForm: g.dosage_form ?? '',
          route: g.route ?? '',
        };
        ATC_LENGTHS.forEach((length, i) => (attrs[`atc${i + 1}`] = (g.atc4 ?? '').slice(0, length)));
        SORT_LENGTHS.forEach((length, i) => (attrs[`sort${i + 1}`] = (g.sort3 ?? '').slice(0, length)));
        generic.set(g.generic_id ?? '', attrs);
      }
      const product = new Map(products.map((p) => [p.product_id ?? '', { product: p.product_id ?? '', brand: p.brand_id ?? '', drugName: p.drug_name ?? '', tradeName: p.trade_name ?? '', company: p.company_id ?? '' }]));
      return { generic, region7: new Map(regions.map((r) => [r.province_code, r.region7])), product };
    })();
    attributeCache.set(warehouse, cached);
  }
  return cached;
}

const GENERIC_DIMENSIONS = new Set(['generic', 'rxOtc', 'drugType', 'formGroup', 'dosageForm', 'route', 'atc1', 'atc2', 'atc3', 'atc4', 'sort1', 'sort2', 'sort3']);
const PROVINCE_DIMENSIONS = new Set(['province', 'region7']);
// A product's maker is fixed (dim_product.company_id), so companies roll up from products too.
const PRODUCT_DIMENSIONS = new Set(['product', 'brand', 'drugName', 'tradeName', 'company']);

/** A base or a roll-up of it: rows in columns (see AggregateColumns). */
type Base = AggregateColumns;

function memo<T>(ctx: QueryContext, key: string, load: () => Promise<T>): Promise<T> {
  let value = ctx.memo.get(key) as Promise<T> | undefined;
  if (!value) {
    value = load();
    ctx.memo.set(key, value);
  }
  return value;
}

function readBase(ctx: QueryContext, name: string, dimensions: string[]): Promise<Base> {
  return memo(ctx, `base:${name}`, () => runAggregateColumns(ctx.warehouse, specOf(ctx, dimensions.map((d) => DIMENSIONS[d].key), ctx.conditions, comparisonWindows(ctx))));
}

/** The (generic, province) base is read from the generic cube: only when no condition needs more. */
function genericBaseFits(ctx: QueryContext): boolean {
  return ctx.conditions.every((c) => c.fragment.needs.every((need) => need === 'generic' || need === 'region'));
}

/**
 * The base summed by the label `keyOf` gives each label of one of its keys (null: every row into
 * 'total'). The labels are mapped once (hundreds or thousands of them), the rows by their codes.
 */
function rollUp(base: Base, key: number | null, keyOf: (label: string) => string): Base {
  const from = key === null ? null : base.keys[key];
  const labels: string[] = [];
  const index = new Map<string, number>();
  const target = Int32Array.from(from ? from.labels : [''], (label) => {
    const name = keyOf(label);
    let code = index.get(name);
    if (code === undefined) index.set(name, (code = labels.push(name) - 1));
    return code;
  });
  const width = base.windows.length * 3;
  const sums = new Float64Array(labels.length * width);
  const seen = new Uint8Array(labels.length);
  const { sums: source, size } = base;
  const codes = from ? from.codes : new Int32Array(size);
  for (let r = 0; r < size; r++) {
    const t = target[codes[r]];
    seen[t] = 1;
    const at = t * width;
    const row = r * width;
    for (let i = 0; i < width; i++) sums[at + i] += source[row + i];
  }
  // Only the labels some row rolled into (what a map filled from the rows would hold).
  const kept: number[] = [];
  for (let t = 0; t < labels.length; t++) if (seen[t]) kept.push(t);
  const out = new Float64Array(kept.length * width);
  kept.forEach((t, r) => out.set(sums.subarray(t * width, (t + 1) * width), r * width));
  return { size: kept.length, keys: [{ labels, codes: Int32Array.from(kept) }], windows: base.windows, sums: out };
}

/** The members of a one-key roll-up. */
function membersOf(base: Base): Member[] {
  const width = base.windows.length * 3;
  const agg = (r: number, name: string): Agg => {
    const w = base.windows.indexOf(name);
    if (w < 0) return { ...ZERO };
    const at = r * width + w * 3;
    return { amount: base.sums[at], units: base.sums[at + 1], stdUnits: base.sums[at + 2] };
  };
  const [key] = base.keys;
  return Array.from({ length: base.size }, (_, r) => ({ key: key.labels[key.codes[r]], cur: agg(r, 'cur'), prev: agg(r, 'prev'), mom: agg(r, 'mom'), counts: {} }));
}

/** Members of a dimension rolled up from a shared base, or null when no base serves it. */
export function membersFromBase(ctx: QueryContext, dimension: string | null): Promise<Member[] | null> {
  // Several blocks roll up the same dimension (companies: top 10, concentration, the KPI counts).
  return memo(ctx, `members:${dimension ?? ''}`, async () => {
    const base = await rolledUp(ctx, dimension);
    return base && membersOf(base);
  });
}

async function rolledUp(ctx: QueryContext, dimension: string | null): Promise<Base | null> {
  const attributes = await attributesOf(ctx.warehouse);
  const multiChannel = ctx.page.factChannels.length > 1;
  const servesGeneric = dimension === null || GENERIC_DIMENSIONS.has(dimension) || PROVINCE_DIMENSIONS.has(dimension) || (dimension === 'channel' && multiChannel);
  const same = (label: string) => label;
  if (servesGeneric && genericBaseFits(ctx)) {
    // Omni-channel pages keep the channel in the base, for their channel donut.
    const base = await readBase(ctx, 'generic-province', multiChannel ? ['generic', 'province', 'channel'] : ['generic', 'province']);
    if (dimension === null) return rollUp(base, null, () => 'total');
    if (dimension === 'province') return rollUp(base, 1, same);
    if (dimension === 'channel') return rollUp(base, 2, same);
    if (dimension === 'region7') return rollUp(base, 1, (province) => attributes.region7.get(province) ?? '');
    // Generic attributes roll up from the base summed per generic (hundreds of rows, not tens of thousands).
    const generics = await memo(ctx, 'base:generic', async () => rollUp(base, 0, same));
    return rollUp(generics, 0, (generic) => attributes.generic.get(generic)?.[dimension] ?? '');
  }
  if (dimension && PRODUCT_DIMENSIONS.has(dimension)) {
    const base = await readBase(ctx, 'product', ['product']);
    return rollUp(base, 0, (product) => attributes.product.get(product)?.[dimension] ?? '');
  }
  return null;
}

/** Members with sales in the current window of a base dimension (nProducts, nBrands, nCompanies). */
export async function countFromBase(ctx: QueryContext, dimension: 'product' | 'brand' | 'company'): Promise<number> {
  const members = (await membersFromBase(ctx, dimension))!;
  return members.filter((m) => m.key !== '' && m.cur.amount > 0).length;
}
