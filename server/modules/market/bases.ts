// Shared per-request bases. Most blocks of a page group the same filtered sales by different
// attributes of a generic, a province or a product; rather than one warehouse scan per block, a page
// reads each base once — sales by (generic, province) and by product — and the blocks
// roll them up in memory through small cached attribute maps.
import type { Warehouse } from '../../warehouse/connection';
import { runAggregate, windowOf } from './aggregate';
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


function attributesOf(warehouse: Warehouse): Promise<Attributes> {
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

type Base = { keys: string[]; member: Member }[];

function memo<T>(ctx: QueryContext, key: string, load: () => Promise<T>): Promise<T> {
  let value = ctx.memo.get(key) as Promise<T> | undefined;
  if (!value) {
    value = load();
    ctx.memo.set(key, value);
  }
  return value;
}

function readBase(ctx: QueryContext, name: string, dimensions: string[]): Promise<Base> {
  return memo(ctx, `base:${name}`, async () => {
    const rows = await runAggregate(ctx.warehouse, specOf(ctx, dimensions.map((d) => DIMENSIONS[d].key), ctx.conditions, comparisonWindows(ctx)));
    return rows.map((row) => ({ keys: row.keys, member: { key: row.keys.join('|'), cur: windowOf(row, 'cur'), prev: windowOf(row, 'prev'), mom: windowOf(row, 'mom'), counts: {} } }));
  });
}

/** The (generic, province) base is read from the generic cube: only when no condition needs more. */
function genericBaseFits(ctx: QueryContext): boolean {
  return ctx.conditions.every((c) => c.fragment.needs.every((need) => need === 'generic' || need === 'region'));
}

/** Adds b into a (the roll-ups below own their sums, so adding in place saves an object per row). */
function addInto(a: Agg, b: Agg): void {
  a.amount += b.amount;
  a.units += b.units;
  a.stdUnits += b.stdUnits;
}

function rollUp(base: Base, keyOf: (keys: string[]) => string): Member[] {
  const members = new Map<string, Member>();
  for (const { keys, member } of base) {
    const key = keyOf(keys);
    let sum = members.get(key);
    if (!sum) members.set(key, (sum = { key, cur: { ...ZERO }, prev: { ...ZERO }, mom: { ...ZERO }, counts: {} }));
    addInto(sum.cur, member.cur);
    addInto(sum.prev, member.prev);
    addInto(sum.mom, member.mom);
  }
  return [...members.values()];
}

/** Members of a dimension rolled up from a shared base, or null when no base serves it. */
export function membersFromBase(ctx: QueryContext, dimension: string | null): Promise<Member[] | null> {
  // Several blocks roll up the same dimension (companies: top 10, concentration, the KPI counts).
  return memo(ctx, `members:${dimension ?? ''}`, () => rolledUp(ctx, dimension));
}

async function rolledUp(ctx: QueryContext, dimension: string | null): Promise<Member[] | null> {
  const attributes = await attributesOf(ctx.warehouse);
  const multiChannel = ctx.page.factChannels.length > 1;
  const servesGeneric = dimension === null || GENERIC_DIMENSIONS.has(dimension) || PROVINCE_DIMENSIONS.has(dimension) || (dimension === 'channel' && multiChannel);
  if (servesGeneric && genericBaseFits(ctx)) {
    // Omni-channel pages keep the channel in the base, for their channel donut.
    const base = await readBase(ctx, 'generic-province', multiChannel ? ['generic', 'province', 'channel'] : ['generic', 'province']);
    if (dimension === null) return rollUp(base, () => 'total');
    if (dimension === 'province') return rollUp(base, (keys) => keys[1]);
    if (dimension === 'channel') return rollUp(base, (keys) => keys[2]);
    if (dimension === 'region7') return rollUp(base, (keys) => attributes.region7.get(keys[1]) ?? '');
    // Generic attributes roll up from the base summed per generic (hundreds of rows, not tens of thousands).
    const generics = await memo(ctx, 'base:generic', async () => rollUp(base, (keys) => keys[0]).map((member) => ({ keys: [member.key], member })));
    return rollUp(generics, (keys) => attributes.generic.get(keys[0])?.[dimension] ?? '');
  }
  if (dimension && PRODUCT_DIMENSIONS.has(dimension)) {
    const base = await readBase(ctx, 'product', ['product']);
    return rollUp(base, (keys) => attributes.product.get(keys[0])?.[dimension] ?? '');
  }
  return null;
}

/** Members with sales in the current window of a base dimension (nProducts, nBrands, nCompanies). */
export async function countFromBase(ctx: QueryContext, dimension: 'product' | 'brand' | 'company'): Promise<number> {
  const members = (await membersFromBase(ctx, dimension))!;
  return members.filter((m) => m.key !== '' && m.cur.amount > 0).length;
}
