// Shared per-request bases. Most blocks of a page group the same filtered sales by different
// attributes of a generic, a province or a product; rather than one warehouse scan per block, a page
// reads each base once — sales by generic, by province and by product — and the blocks roll them up
// in memory through small cached attribute maps. (Generic and province are two bases rather than
// one generic × province: each alone is read from a much smaller grain of the sales index, the
// generic one from the national grain when the query keeps every province.) Other dimensions (the
// channels of an omni-channel page, sub-channels) are read on their own, from the area grain. Bases and roll-ups stay in columns (typed arrays):
// a base holds tens of thousands of rows (generic × province × channel on omni-channel pages), and
// an object per row, rolled up a dozen times per request, cost more than the scan itself.
import type { Warehouse } from '../../warehouse/connection';
import { runAggregateColumns, type AggregateColumns } from './aggregate';
import type { QueryContext } from './context';
import { ATC_LENGTHS, DIMENSIONS, SORT_LENGTHS } from './dimensions';
import { hasSales, ZERO, type Agg, type Member } from './metrics';
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

/** The generic and province bases are read from the generic cube: only when no condition needs more. */
function genericBaseFits(ctx: QueryContext): boolean {
  return ctx.conditions.every((c) => c.fragment.needs.every((need) => need === 'generic' || need === 'region'));
}

interface LabelMap {
  /** Per label of the key, its code in `labels`. */
  target: Int32Array;
  labels: string[];
}

/**
 * Label maps per key labels and mapping: the in-memory index hands every request the same label
 * arrays (its members' codes), so each mapping of them (products to brands…) is made once.
 */
const labelMaps = new WeakMap<string[], Map<string, LabelMap>>();

function labelMap(from: string[], mapping: string, keyOf: (label: string) => string): LabelMap {
  let maps = labelMaps.get(from);
  if (!maps) labelMaps.set(from, (maps = new Map()));
  let map = maps.get(mapping);
  if (!map) {
    const labels: string[] = [];
    const index = new Map<string, number>();
    const target = new Int32Array(from.length);
    from.forEach((label, i) => {
      const name = keyOf(label);
      let code = index.get(name);
      if (code === undefined) index.set(name, (code = labels.push(name) - 1));
      target[i] = code;
    });
    maps.set(mapping, (map = { target, labels }));
  }
  return map;
}

const TOTAL_LABELS = [''];

/**
 * The base summed by the label `keyOf` gives each label of one of its keys (null: every row into
 * 'total'); `mapping` names keyOf (the attribute maps do not change while the warehouse is open).
 * The labels are mapped once, the rows by their codes.
 */
function rollUp(base: Base, key: number | null, mapping: string, keyOf: (label: string) => string): Base {
  const from = key === null ? null : base.keys[key];
  const { target, labels } = labelMap(from ? from.labels : TOTAL_LABELS, mapping, keyOf);
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

/**
 * The members of a one-key roll-up with sales in some window (the others are no member of any
 * block). A window the query does not have reads as the shared ZERO, as in SQL answers (windowOf).
 */
function membersOf(base: Base): Member[] {
  const width = base.windows.length * 3;
  const [cur, prev, mom] = ['cur', 'prev', 'mom'].map((name) => base.windows.indexOf(name) * 3);
  const { sums } = base;
  const agg = (at: number): Agg => (at < 0 ? ZERO : { amount: sums[at], units: sums[at + 1], stdUnits: sums[at + 2] });
  const [key] = base.keys;
  const members: Member[] = [];
  for (let r = 0; r < base.size; r++) {
    const row = r * width;
    const member: Member = { key: key.labels[key.codes[r]], cur: agg(cur < 0 ? -1 : row + cur), prev: agg(prev < 0 ? -1 : row + prev), mom: agg(mom < 0 ? -1 : row + mom), counts: {} };
    if (hasSales(member)) members.push(member);
  }
  return members;
}

/**
 * Members of a dimension rolled up from a shared base, or null when no base serves it: one list
 * per dimension and request, which the blocks share and must not change.
 */
export function membersFromBase(ctx: QueryContext, dimension: string | null): Promise<Member[] | null> {
  // Several blocks roll up the same dimension (companies: top 10, concentration, the KPI counts).
  return memo(ctx, `members:${dimension ?? ''}`, async () => {
    const base = await rolledUp(ctx, dimension);
    return base && membersOf(base);
  });
}

async function rolledUp(ctx: QueryContext, dimension: string | null): Promise<Base | null> {
  const attributes = await attributesOf(ctx.warehouse);
  const same = (label: string) => label;
  if ((dimension === null || GENERIC_DIMENSIONS.has(dimension)) && genericBaseFits(ctx)) {
    const generics = await readBase(ctx, 'generic', ['generic']);
    if (dimension === null) return rollUp(generics, null, 'total', () => 'total');
    return rollUp(generics, 0, dimension, (generic) => attributes.generic.get(generic)?.[dimension] ?? '');
  }
  if (dimension !== null && PROVINCE_DIMENSIONS.has(dimension) && genericBaseFits(ctx)) {
    const provinces = await readBase(ctx, 'province', ['province']);
    if (dimension === 'province') return rollUp(provinces, 0, 'same', same);
    return rollUp(provinces, 0, 'region7', (province) => attributes.region7.get(province) ?? '');
  }
  if (dimension && PRODUCT_DIMENSIONS.has(dimension)) {
    const base = await readBase(ctx, 'product', ['product']);
    return rollUp(base, 0, dimension, (product) => attributes.product.get(product)?.[dimension] ?? '');
  }
  return null;
}

/** Members with sales in the current window of a base dimension (nProducts, nBrands, nCompanies). */
export async function countFromBase(ctx: QueryContext, dimension: 'product' | 'brand' | 'company'): Promise<number> {
  const members = (await membersFromBase(ctx, dimension))!;
  return members.filter((m) => m.key !== '' && m.cur.amount > 0).length;
}
