// The monthly sales held in memory in columns, built once per warehouse (the warehouse is read-only
// while the server runs; an import opens a new Warehouse), in three grains:
//   product — facts summed over SKUs to (channel, month, sub-channel, province, product);
//   generic — cube_generic_month as stored (channel, month, province, generic): about a third of
//             the rows, for the queries that need nothing below the generic;
//   area    — the product grain summed over products to (channel, month, sub-channel, province):
//             a few hundred rows per month, for trends and sub-channel splits of the whole market;
//   national product and generic — those two summed over provinces and sub-channels, for the
//             queries of the whole country (no province key, no licence or filter on provinces),
//             and summed over channels too, for such queries of every channel (omni-channel pages).
// Each grain is kept per channel ordered by month, so a query reads only the row segments of its
// channels and months, in typed arrays, without DuckDB. The build runs in the background (seconds
// at default scale); until it is done, queries run as SQL. A warehouse with too many facts for the
// product grain (the large, city-grain one) gets the other grains, summed by DuckDB.
import { monthIndex } from '../../../../src/shared/period';
import type { Warehouse } from '../../../warehouse/connection';
import { loadMemberCodes, type MemberCodes } from './member-codes';

export interface ChannelRows {
  /** Rows of month m are start[m] … start[m + 1] (m counted from the index's first month). */
  start: Uint32Array;
  /** All 0 in the generic grain, which has no sub-channel. */
  subchannel: Uint8Array;
  province: Uint8Array;
  /** The row's product or generic: an index into its grain's `members`. */
  member: Uint32Array;
  amount: Float64Array;
  units: Float64Array;
  stdUnits: Float64Array;
}

export interface Grain {
  /** Product or generic ids. */
  members: string[];
  /** Each member's code in the keys of its grain (brand, ATC level…). */
  codes: MemberCodes;
  /** Per channel, in the order of the index's `channels` (byChannel), or one list of every channel summed. */
  rows: ChannelRows[];
  /** The rows keep the sub-channel, the province (otherwise summed over them: the column is all 0). */
  bySubchannel: boolean;
  byProvince: boolean;
  byChannel: boolean;
}

export interface SalesIndex {
  channels: string[];
  subchannels: string[];
  provinces: string[];
  /** monthIndex() of the first month held. */
  firstMonth: number;
  monthCount: number;
  /** Null above MAX_FACT_ROWS facts (memory): the national and area grains are built instead. */
  product: Grain | null;
  generic: Grain;
  area: Grain;
  /** The product and generic grains summed over provinces (and sub-channels): queries of the whole country. */
  productNational: Grain;
  genericNational: Grain;
  /** Those two summed over every channel as well: queries of the whole country and every channel. */
  productEveryChannel: Grain;
  genericEveryChannel: Grain;
}

/**
 * Above this many fact rows the product grain by province is not built (memory), only the generic,
 * national and area grains; above this many rows of the generic cube or of a national product
 * grain (products × months × channels) no index is built: the market queries stay in DuckDB.
 */
export const MAX_FACT_ROWS = 30_000_000;

type Segment = { month: string; subs?: number[]; provs: number[]; members: number[]; amounts: number[]; units: number[]; stds: (number | null)[] };

/** No member has a key in the area grain (queries with member keys or conditions never read it). */
const NO_MEMBER_KEYS: MemberCodes = { key: () => ({ codes: Int32Array.of(-1), labels: [] }), counted: () => ({ codes: Int32Array.of(-1), labels: [] }) };

const dictionary = (warehouse: Warehouse, sql: string) => warehouse.all<{ v: string }>(sql).then((rows) => rows.map((r) => String(r.v)));

const PROVINCES = `prov AS (SELECT province_code, CAST(row_number() OVER (ORDER BY province_code) - 1 AS INTEGER) AS idx FROM (SELECT DISTINCT province_code FROM fact_sales_month))`;

// Each month comes back as one row of lists: far fewer JS objects than one per row.
const LISTS = `SELECT strftime(month, '%Y-%m') AS month, list(sub) AS subs, list(prov) AS provs, list(member) AS members,
       list(amount) AS amounts, list(units) AS units, list(std) AS stds
FROM summed GROUP BY month ORDER BY month`;

const PRODUCT_SEGMENTS = `
WITH prod AS (SELECT product_id, CAST(row_number() OVER (ORDER BY product_id) - 1 AS INTEGER) AS idx FROM dim_product),
sku AS (SELECT s.sku_id, prod.idx FROM dim_sku s JOIN prod ON prod.product_id = s.product_id),
${PROVINCES},
sub AS (SELECT subchannel, CAST(row_number() OVER (ORDER BY subchannel) - 1 AS INTEGER) AS idx FROM (SELECT DISTINCT subchannel FROM fact_sales_month)),
summed AS (
  SELECT f.month, sub.idx AS sub, prov.idx AS prov, sku.idx AS member,
         SUM(f.amount) AS amount, CAST(SUM(f.units) AS DOUBLE) AS units, CAST(SUM(f.std_units) AS DOUBLE) AS std
  FROM fact_sales_month f JOIN sku ON sku.sku_id = f.sku_id JOIN prov ON prov.province_code = f.province_code JOIN sub ON sub.subchannel = f.subchannel
  WHERE f.channel = $1
  GROUP BY ALL)
${LISTS}`;

// Above MAX_FACT_ROWS: the product grain summed over provinces and sub-channels by DuckDB itself,
// and the area grain straight from the facts (no product grain to sum them from).
const PRODUCT_NATIONAL_SEGMENTS = `
WITH prod AS (SELECT product_id, CAST(row_number() OVER (ORDER BY product_id) - 1 AS INTEGER) AS idx FROM dim_product),
sku AS (SELECT s.sku_id, prod.idx FROM dim_sku s JOIN prod ON prod.product_id = s.product_id),
summed AS (
  SELECT f.month, 0 AS sub, 0 AS prov, sku.idx AS member,
         SUM(f.amount) AS amount, CAST(SUM(f.units) AS DOUBLE) AS units, CAST(SUM(f.std_units) AS DOUBLE) AS std
  FROM fact_sales_month f JOIN sku ON sku.sku_id = f.sku_id
  WHERE f.channel = $1
  GROUP BY ALL)
${LISTS}`;

const AREA_SEGMENTS = `
WITH ${PROVINCES},
sub AS (SELECT subchannel, CAST(row_number() OVER (ORDER BY subchannel) - 1 AS INTEGER) AS idx FROM (SELECT DISTINCT subchannel FROM fact_sales_month)),
summed AS (
  SELECT f.month, sub.idx AS sub, prov.idx AS prov, 0 AS member,
         SUM(f.amount) AS amount, CAST(SUM(f.units) AS DOUBLE) AS units, CAST(SUM(f.std_units) AS DOUBLE) AS std
  FROM fact_sales_month f JOIN prov ON prov.province_code = f.province_code JOIN sub ON sub.subchannel = f.subchannel
  WHERE f.channel = $1
  GROUP BY ALL)
${LISTS}`;

const GENERIC_SEGMENTS = `
WITH gen AS (SELECT generic_id, CAST(row_number() OVER (ORDER BY generic_id) - 1 AS INTEGER) AS idx FROM (SELECT DISTINCT generic_id FROM cube_generic_month)),
${PROVINCES},
summed AS (
  SELECT f.month, 0 AS sub, prov.idx AS prov, gen.idx AS member, f.amount, CAST(f.units AS DOUBLE) AS units, CAST(f.std_units AS DOUBLE) AS std
  FROM cube_generic_month f JOIN gen ON gen.generic_id = f.generic_id JOIN prov ON prov.province_code = f.province_code
  WHERE f.channel = $1)
${LISTS}`;

function channelRows(segments: Segment[], firstMonth: number, monthCount: number): ChannelRows {
  const total = segments.reduce((sum, s) => sum + s.members.length, 0);
  const rows: ChannelRows = {
    start: new Uint32Array(monthCount + 1),
    subchannel: new Uint8Array(total),
    province: new Uint8Array(total),
    member: new Uint32Array(total),
    amount: new Float64Array(total),
    units: new Float64Array(total),
    stdUnits: new Float64Array(total),
  };
  let row = 0;
  let next = 0;
  for (const segment of segments) {
    const m = monthIndex(segment.month) - firstMonth;
    // Months without rows start where the next month with rows starts.
    for (; next <= m; next++) rows.start[next] = row;
    if (segment.subs) rows.subchannel.set(segment.subs, row);
    rows.province.set(segment.provs, row);
    rows.member.set(segment.members, row);
    rows.amount.set(segment.amounts, row);
    rows.units.set(segment.units, row);
    rows.stdUnits.set(segment.stds.map((v) => v ?? 0), row);
    row += segment.members.length;
  }
  for (; next <= monthCount; next++) rows.start[next] = row;
  return rows;
}

type GrainKind = 'product' | 'generic' | 'productNational' | 'area';

const SEGMENTS: Record<GrainKind, string> = { product: PRODUCT_SEGMENTS, generic: GENERIC_SEGMENTS, productNational: PRODUCT_NATIONAL_SEGMENTS, area: AREA_SEGMENTS };

async function loadGrain(warehouse: Warehouse, kind: GrainKind, channels: string[], firstMonth: number, monthCount: number): Promise<Grain> {
  const byProduct = kind === 'product' || kind === 'productNational';
  const members =
    kind === 'area' ? [''] : await dictionary(warehouse, byProduct ? 'SELECT product_id AS v FROM dim_product ORDER BY 1' : 'SELECT DISTINCT generic_id AS v FROM cube_generic_month ORDER BY 1');
  const rows: ChannelRows[] = [];
  // One channel at a time keeps the transient row lists to a part of the data.
  for (const channel of channels) rows.push(channelRows(await warehouse.all<Segment>(SEGMENTS[kind], [channel]), firstMonth, monthCount));
  const codes = kind === 'area' ? NO_MEMBER_KEYS : await loadMemberCodes(warehouse, byProduct ? 'product' : 'generic', members);
  return { members, codes, rows, bySubchannel: kind === 'product' || kind === 'area', byProvince: kind !== 'productNational', byChannel: true };
}

interface Shape {
  subchannels: number;
  provinces: number;
  monthCount: number;
}

interface Keep {
  bySubchannel: boolean;
  byProvince: boolean;
  byMember: boolean;
}

/**
 * Rows summed over the columns they do not keep (sub-channel, province, member) and over the row
 * lists given (channels), per month: one row per kept (sub-channel, province, member) with rows in
 * that month. The sums of a row add the source rows in their order, list after list.
 */
function summed(lists: ChannelRows[], members: number, keep: Keep, shape: Shape): ChannelRows {
  const S = keep.bySubchannel ? shape.subchannels : 1;
  const P = keep.byProvince ? shape.provinces : 1;
  const M = keep.byMember ? members : 1;
  const cells = S * P * M;
  const sums = new Float64Array(cells * 3);
  const seen = new Uint8Array(cells);
  const capacity = Math.min(
    lists.reduce((sum, from) => sum + from.member.length, 0),
    shape.monthCount * cells,
  );
  const out: ChannelRows = {
    start: new Uint32Array(shape.monthCount + 1),
    subchannel: new Uint8Array(capacity),
    province: new Uint8Array(capacity),
    member: new Uint32Array(capacity),
    amount: new Float64Array(capacity),
    units: new Float64Array(capacity),
    stdUnits: new Float64Array(capacity),
  };
  let row = 0;
  for (let m = 0; m < shape.monthCount; m++) {
    out.start[m] = row;
    const touched: number[] = [];
    for (const from of lists) {
      for (let r = from.start[m]; r < from.start[m + 1]; r++) {
        const cell = ((keep.bySubchannel ? from.subchannel[r] : 0) * P + (keep.byProvince ? from.province[r] : 0)) * M + (keep.byMember ? from.member[r] : 0);
        if (!seen[cell]) {
          seen[cell] = 1;
          touched.push(cell);
        }
        sums[cell * 3] += from.amount[r];
        sums[cell * 3 + 1] += from.units[r];
        sums[cell * 3 + 2] += from.stdUnits[r];
      }
    }
    touched.sort((a, b) => a - b);
    for (const cell of touched) {
      out.subchannel[row] = Math.floor(cell / (P * M));
      out.province[row] = Math.floor(cell / M) % P;
      out.member[row] = cell % M;
      out.amount[row] = sums[cell * 3];
      out.units[row] = sums[cell * 3 + 1];
      out.stdUnits[row] = sums[cell * 3 + 2];
      sums.fill(0, cell * 3, cell * 3 + 3);
      seen[cell] = 0;
      row++;
    }
  }
  out.start[shape.monthCount] = row;
  const fit = <T extends Uint8Array | Uint32Array | Float64Array>(column: T): T => column.slice(0, row) as T;
  return { start: out.start, subchannel: fit(out.subchannel), province: fit(out.province), member: fit(out.member), amount: fit(out.amount), units: fit(out.units), stdUnits: fit(out.stdUnits) };
}

/** The rows of a grain summed over the columns it does not keep, channel by channel. */
function coarser(source: Grain, keep: Keep, shape: Shape): ChannelRows[] {
  return source.rows.map((from) => summed([from], source.members.length, keep, shape));
}

const NATIONAL: Keep = { bySubchannel: false, byProvince: false, byMember: true };

/**
 * A national grain summed over its channels too: an omni-channel page reads every channel, and its
 * queries of the whole country then add one row per member and month (the same member sells in
 * several channels) rather than one per channel.
 */
function everyChannel(national: Grain, shape: Shape): Grain {
  return { ...national, rows: [summed(national.rows, national.members.length, NATIONAL, shape)], byChannel: false };
}

async function loadIndex(warehouse: Warehouse, maxFactRows: number): Promise<SalesIndex | null> {
  const [[facts], [cube], [products], channels, subchannels, provinces] = await Promise.all([
    warehouse.all<{ n: number; first: string | null; last: string | null }>(
      "SELECT count(*) AS n, strftime(min(month), '%Y-%m') AS first, strftime(max(month), '%Y-%m') AS last FROM fact_sales_month",
    ),
    warehouse.all<{ n: number }>('SELECT count(*) AS n FROM cube_generic_month'),
    warehouse.all<{ n: number }>('SELECT count(*) AS n FROM dim_product'),
    dictionary(warehouse, 'SELECT DISTINCT channel AS v FROM fact_sales_month ORDER BY 1'),
    dictionary(warehouse, 'SELECT DISTINCT subchannel AS v FROM fact_sales_month ORDER BY 1'),
    dictionary(warehouse, 'SELECT DISTINCT province_code AS v FROM fact_sales_month ORDER BY 1'),
  ]);
  const firstMonth = facts.first ? monthIndex(facts.first) : 0;
  const monthCount = facts.last ? monthIndex(facts.last) - firstMonth + 1 : 0;
  // The national product grain has at most one row per product, month and channel.
  const nationalRows = products.n * monthCount * channels.length;
  if (cube.n > MAX_FACT_ROWS || nationalRows > MAX_FACT_ROWS || subchannels.length > 256 || provinces.length > 256) return null;
  const generic = await loadGrain(warehouse, 'generic', channels, firstMonth, monthCount);
  const shape = { subchannels: subchannels.length, provinces: provinces.length, monthCount };
  const national = (grain: Grain): Grain => ({ ...grain, rows: coarser(grain, NATIONAL, shape), bySubchannel: false, byProvince: false });
  const genericNational = national(generic);
  const dimensions = { channels, subchannels, provinces, firstMonth, monthCount, generic, genericNational, genericEveryChannel: everyChannel(genericNational, shape) };
  if (facts.n > maxFactRows) {
    // Too many facts for the product grain by province: the national and area grains only, summed
    // by DuckDB (queries with products by province, sub-channel or counts run as SQL).
    const productNational = await loadGrain(warehouse, 'productNational', channels, firstMonth, monthCount);
    const area = await loadGrain(warehouse, 'area', channels, firstMonth, monthCount);
    return { ...dimensions, product: null, productNational, productEveryChannel: everyChannel(productNational, shape), area };
  }
  const product = await loadGrain(warehouse, 'product', channels, firstMonth, monthCount);
  const area: Grain = { members: [''], codes: NO_MEMBER_KEYS, rows: coarser(product, { bySubchannel: true, byProvince: true, byMember: false }, shape), bySubchannel: true, byProvince: true, byChannel: true };
  const productNational = national(product);
  return { ...dimensions, product, productNational, productEveryChannel: everyChannel(productNational, shape), area };
}

const builds = new WeakMap<Warehouse, Promise<SalesIndex | null>>();
const built = new WeakMap<Warehouse, SalesIndex | null>();

/**
 * Starts the build (once per warehouse) and resolves when it is done; null: the index is not kept
 * (too big). `maxFactRows` (tests) replaces MAX_FACT_ROWS as the limit of the product grain.
 */
export function salesIndexOf(warehouse: Warehouse, options: { maxFactRows?: number } = {}): Promise<SalesIndex | null> {
  let build = builds.get(warehouse);
  if (!build) {
    // A failed build is not tried again: the queries of this warehouse stay in DuckDB.
    build = loadIndex(warehouse, options.maxFactRows ?? MAX_FACT_ROWS).then(
      (index) => {
        built.set(warehouse, index);
        return index;
      },
      (error: unknown) => {
        built.set(warehouse, null);
        throw error;
      },
    );
    builds.set(warehouse, build);
  }
  return build;
}

/** Never builds the index of this warehouse: its queries run as SQL (tests compare both paths). */
export function withoutSalesIndex(warehouse: Warehouse): void {
  builds.set(warehouse, Promise.resolve(null));
  built.set(warehouse, null);
}

/** The index when its build is done (starting the build otherwise): queries never wait for it. */
export function readySalesIndex(warehouse: Warehouse): SalesIndex | null {
  if (built.has(warehouse)) return built.get(warehouse)!;
  salesIndexOf(warehouse).catch(() => undefined);
  return null;
}
