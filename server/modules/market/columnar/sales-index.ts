// The monthly sales held in memory in columns, built once per warehouse (the warehouse is read-only
// while the server runs; an import opens a new Warehouse), in three grains:
//   product — facts summed over SKUs to (channel, month, sub-channel, province, product);
//   generic — cube_generic_month as stored (channel, month, province, generic): about a third of
//             the rows, for the queries that need nothing below the generic;
//   area    — the product grain summed over products to (channel, month, sub-channel, province):
//             a few hundred rows per month, for trends and sub-channel splits of the whole market.
// Each grain is kept per channel ordered by month, so a query reads only the row segments of its
// channels and months, in typed arrays, without DuckDB. The build runs in the background (seconds
// at default scale); until it is done, queries run as SQL.
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
  /** Per channel, in the order of the index's `channels`. */
  rows: ChannelRows[];
}

export interface SalesIndex {
  channels: string[];
  subchannels: string[];
  provinces: string[];
  /** monthIndex() of the first month held. */
  firstMonth: number;
  monthCount: number;
  product: Grain;
  generic: Grain;
  area: Grain;
}

/** Above this many fact rows the index is not built (memory): the market queries stay in DuckDB. */
export const MAX_FACT_ROWS = 30_000_000;

type Segment = { month: string; subs?: number[]; provs: number[]; members: number[]; amounts: number[]; units: number[]; stds: (number | null)[] };

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

async function loadGrain(warehouse: Warehouse, kind: 'product' | 'generic', channels: string[], firstMonth: number, monthCount: number): Promise<Grain> {
  const members = await dictionary(warehouse, kind === 'product' ? 'SELECT product_id AS v FROM dim_product ORDER BY 1' : 'SELECT DISTINCT generic_id AS v FROM cube_generic_month ORDER BY 1');
  const rows: ChannelRows[] = [];
  // One channel at a time keeps the transient row lists to a part of the data.
  for (const channel of channels) {
    rows.push(channelRows(await warehouse.all<Segment>(kind === 'product' ? PRODUCT_SEGMENTS : GENERIC_SEGMENTS, [channel]), firstMonth, monthCount));
  }
  return { members, codes: await loadMemberCodes(warehouse, kind, members), rows };
}

/** No member has a key in the area grain (queries with member keys or conditions never read it). */
const NO_MEMBER_KEYS: MemberCodes = { key: () => ({ codes: Int32Array.of(-1), labels: [] }), counted: () => ({ codes: Int32Array.of(-1), labels: [] }) };

/** The product grain summed over its members: one row per (month, sub-channel, province) with sales rows. */
function areaGrain(product: Grain, subchannels: number, provinces: number, monthCount: number): Grain {
  const cells = subchannels * provinces;
  const rows = product.rows.map((source) => {
    const sums = new Float64Array(monthCount * cells * 3);
    const seen = new Uint8Array(monthCount * cells);
    for (let m = 0; m < monthCount; m++) {
      for (let r = source.start[m]; r < source.start[m + 1]; r++) {
        const cell = m * cells + source.subchannel[r] * provinces + source.province[r];
        seen[cell] = 1;
        sums[cell * 3] += source.amount[r];
        sums[cell * 3 + 1] += source.units[r];
        sums[cell * 3 + 2] += source.stdUnits[r];
      }
    }
    let total = 0;
    for (const flag of seen) total += flag;
    const out: ChannelRows = {
      start: new Uint32Array(monthCount + 1),
      subchannel: new Uint8Array(total),
      province: new Uint8Array(total),
      member: new Uint32Array(total),
      amount: new Float64Array(total),
      units: new Float64Array(total),
      stdUnits: new Float64Array(total),
    };
    let row = 0;
    for (let m = 0; m < monthCount; m++) {
      out.start[m] = row;
      for (let c = 0; c < cells; c++) {
        const cell = m * cells + c;
        if (!seen[cell]) continue;
        out.subchannel[row] = Math.floor(c / provinces);
        out.province[row] = c % provinces;
        out.amount[row] = sums[cell * 3];
        out.units[row] = sums[cell * 3 + 1];
        out.stdUnits[row] = sums[cell * 3 + 2];
        row++;
      }
    }
    out.start[monthCount] = row;
    return out;
  });
  return { members: [''], codes: NO_MEMBER_KEYS, rows };
}

async function loadIndex(warehouse: Warehouse): Promise<SalesIndex | null> {
  const [[facts], channels, subchannels, provinces] = await Promise.all([
    warehouse.all<{ n: number; first: string | null; last: string | null }>(
      "SELECT count(*) AS n, strftime(min(month), '%Y-%m') AS first, strftime(max(month), '%Y-%m') AS last FROM fact_sales_month",
    ),
    dictionary(warehouse, 'SELECT DISTINCT channel AS v FROM fact_sales_month ORDER BY 1'),
    dictionary(warehouse, 'SELECT DISTINCT subchannel AS v FROM fact_sales_month ORDER BY 1'),
    dictionary(warehouse, 'SELECT DISTINCT province_code AS v FROM fact_sales_month ORDER BY 1'),
  ]);
  if (facts.n > MAX_FACT_ROWS || subchannels.length > 256 || provinces.length > 256) return null;
  const firstMonth = facts.first ? monthIndex(facts.first) : 0;
  const monthCount = facts.last ? monthIndex(facts.last) - firstMonth + 1 : 0;
  const generic = await loadGrain(warehouse, 'generic', channels, firstMonth, monthCount);
  const product = await loadGrain(warehouse, 'product', channels, firstMonth, monthCount);
  const area = areaGrain(product, subchannels.length, provinces.length, monthCount);
  return { channels, subchannels, provinces, firstMonth, monthCount, product, generic, area };
}

const builds = new WeakMap<Warehouse, Promise<SalesIndex | null>>();
const built = new WeakMap<Warehouse, SalesIndex | null>();

/** Starts the build (once per warehouse) and resolves when it is done; null: the index is not kept (too big). */
export function salesIndexOf(warehouse: Warehouse): Promise<SalesIndex | null> {
  let build = builds.get(warehouse);
  if (!build) {
    // A failed build is not tried again: the queries of this warehouse stay in DuckDB.
    build = loadIndex(warehouse).then(
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
