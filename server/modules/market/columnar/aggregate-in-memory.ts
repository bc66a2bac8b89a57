// Answers an aggregate query from the sales index instead of DuckDB, when every key, condition and
// count of it has an in-memory form: keys are columns of the rows or attributes of their product or
// generic, conditions on products or generics become a member mask (one small query over
// dim_product or dim_generic), the licence's provinces a province mask. The smallest grain that can
// answer serves the query: the area grain (no product or generic at all: trends, sub-channels), the
// generic grain (nothing below the generic), the product grain otherwise — each of the last two
// summed over provinces (the national grains) when the query keeps every province, and over
// channels as well when it also reads every channel (omni-channel pages). One pass over
// the row segments of the query's channels and months adds each row into every window it falls in.
// Anything else, or a query before the index is built, returns null and runs as SQL.
import { monthIndex, monthOf } from '../../../../src/shared/period';
import type { Warehouse } from '../../../warehouse/connection';
import type { AggregateColumns, AggregateRow } from '../aggregate';
import { companyVersionJoin, monthDate, Params, type AggregateSpec, type Fragment, type MemoryKey, type Need, type Refs } from '../sql';
import { GENERIC_LEVEL_KEYS, isMemberKey, type Codes } from './member-codes';
import { readySalesIndex, type ChannelRows, type Grain, type SalesIndex } from './sales-index';

/** Dense group and count tables above these sizes are left to DuckDB. */
const MAX_GROUPS = 1 << 22;
const MAX_COUNT_CELLS = 1 << 25;

const PRODUCT_NEEDS: ReadonlySet<Need> = new Set(['product', 'generic', 'company', 'companyVersion']);
const ROW_KEYS_OF_GENERIC_GRAIN: ReadonlySet<MemoryKey> = new Set<MemoryKey>(['province', 'region7', 'channel', 'month']);

/** Conditions on products only (one row of dim_product decides them); province lists; nothing else. */
function memberCondition(fragment: Fragment): boolean {
  return fragment.provinces === undefined && fragment.needs.length > 0 && fragment.needs.every((need) => PRODUCT_NEEDS.has(need));
}

function servable(spec: AggregateSpec): boolean {
  return (
    spec.groupBy.every((key) => key.memory !== undefined) &&
    (spec.counts ?? []).every((count) => count.expr.memory !== undefined && isMemberKey(count.expr.memory)) &&
    spec.conditions.every((condition) => condition.provinces !== undefined || memberCondition(condition))
  );
}

const AREA_KEYS: ReadonlySet<MemoryKey> = new Set<MemoryKey>(['province', 'region7', 'channel', 'subchannel', 'month']);

/** No product or generic anywhere: keys of the rows only, province lists only, no count. */
function fitsAreaGrain(spec: AggregateSpec): boolean {
  return (spec.counts ?? []).length === 0 && spec.groupBy.every((key) => AREA_KEYS.has(key.memory!)) && spec.conditions.every((condition) => condition.provinces !== undefined);
}

/** Nothing below the generic: no product attribute, sub-channel or count. */
function fitsGenericGrain(spec: AggregateSpec): boolean {
  return (
    (spec.counts ?? []).length === 0 &&
    spec.groupBy.every((key) => GENERIC_LEVEL_KEYS.has(key.memory!) || ROW_KEYS_OF_GENERIC_GRAIN.has(key.memory!)) &&
    spec.conditions.every((condition) => condition.provinces !== undefined || condition.needs.every((need) => need === 'generic'))
  );
}

/** Keys of the rows that a grain summed over provinces and sub-channels no longer has. */
const BY_PROVINCE_OR_SUBCHANNEL: ReadonlySet<MemoryKey> = new Set<MemoryKey>(['province', 'region7', 'subchannel']);

/**
 * The smallest grain that answers the query: the area grain without products or generics; the
 * national grains when the query keeps every province and splits by neither province nor
 * sub-channel (and counts nothing: a count reads each row's own sales), summed over channels too
 * when it reads every channel and does not split by channel; else the generic or product grain
 * (null when the index has none: a warehouse with too many facts).
 */
function chooseGrain(index: SalesIndex, spec: AggregateSpec, everyProvince: boolean): { grain: Grain | null; kind: 'area' | 'generic' | 'product' } {
  if (fitsAreaGrain(spec)) return { grain: index.area, kind: 'area' };
  const national = everyProvince && (spec.counts ?? []).length === 0 && spec.groupBy.every((key) => !BY_PROVINCE_OR_SUBCHANNEL.has(key.memory!));
  const everyChannel = national && index.channels.every((channel) => spec.channels.includes(channel)) && spec.groupBy.every((key) => key.memory !== 'channel');
  if (fitsGenericGrain(spec)) return { grain: everyChannel ? index.genericEveryChannel : national ? index.genericNational : index.generic, kind: 'generic' };
  return { grain: everyChannel ? index.productEveryChannel : national ? index.productNational : index.product, kind: 'product' };
}

const MASK_SOURCES: Record<'product' | 'generic', { refs: Refs; id: string; from: string }> = {
  product: { refs: { genericId: 'p.generic_id', companyId: 'p.company_id' }, id: 'p.product_id', from: 'dim_product p' },
  generic: { refs: { genericId: 'g.generic_id', companyId: 'NULL' }, id: 'g.generic_id', from: 'dim_generic g' },
};

/** The grain's members passing the member conditions (null: no such condition). */
async function memberMask(warehouse: Warehouse, grain: Grain, kind: 'product' | 'generic', spec: AggregateSpec): Promise<Uint8Array | null> {
  const conditions = spec.conditions.filter(memberCondition);
  if (conditions.length === 0) return null;
  const needs = new Set(conditions.flatMap((c) => c.needs));
  const { refs, id, from } = MASK_SOURCES[kind];
  const params = new Params();
  const joins = [from];
  if (kind === 'product' && needs.has('generic')) joins.push('JOIN dim_generic g ON g.generic_id = p.generic_id');
  if (needs.has('companyVersion')) joins.push(companyVersionJoin(refs, params, spec.asOf));
  const where = conditions.map((c) => `(${c.sql(refs, params)})`).join(' AND ');
  const rows = await warehouse.all<{ id: string }>(`SELECT ${id} AS id FROM ${joins.join(' ')} WHERE ${where}`, params.values);
  const passing = new Set(rows.map((row) => row.id));
  return Uint8Array.from(grain.members, (member) => (passing.has(member) ? 1 : 0));
}

export interface Axis {
  source: 'member' | 'province' | 'subchannel' | 'channel' | 'month';
  codes: Int32Array;
  labels: string[];
}

const regions = new WeakMap<SalesIndex, Promise<Codes>>();

function regionCodes(warehouse: Warehouse, index: SalesIndex): Promise<Codes> {
  let codes = regions.get(index);
  if (!codes) regions.set(index, (codes = readRegions(warehouse, index)));
  return codes;
}

async function readRegions(warehouse: Warehouse, index: SalesIndex): Promise<Codes> {
  const rows = await warehouse.all<{ province_code: string; region7: string | null }>('SELECT province_code, region7 FROM dim_region');
  const region = new Map(rows.map((r) => [r.province_code, r.region7 ?? '']));
  const labels = [...new Set(region.values())];
  return { codes: Int32Array.from(index.provinces, (p) => (region.has(p) ? labels.indexOf(region.get(p)!) : -1)), labels };
}

const identity = (labels: string[]): Codes => ({ codes: Int32Array.from(labels, (_, i) => i), labels });

async function axisOf(warehouse: Warehouse, index: SalesIndex, grain: Grain, key: MemoryKey): Promise<Axis> {
  if (isMemberKey(key)) return { source: 'member', ...grain.codes.key(key) };
  switch (key) {
    case 'province':
      return { source: 'province', ...identity(index.provinces) };
    case 'region7':
      return { source: 'province', ...(await regionCodes(warehouse, index)) };
    case 'subchannel':
      return { source: 'subchannel', ...identity(index.subchannels) };
    case 'channel':
      return { source: 'channel', ...identity(index.channels) };
    default:
      return { source: 'month', ...identity(Array.from({ length: index.monthCount }, (_, m) => monthDate(monthOf(index.firstMonth + m)))) };
  }
}

/**
 * Each source column's share of a row's group number: the sum over the axes it feeds of
 * code × stride, -1 when the row drops out (a missing attribute, or outside a mask).
 */
function contribution(size: number, axes: Axis[], strides: number[], source: Axis['source'], mask: Uint8Array | null): Int32Array {
  const part = new Int32Array(size);
  for (let v = 0; v < size; v++) {
    if (mask && !mask[v]) part[v] = -1;
    else
      axes.forEach((axis, k) => {
        if (axis.source !== source || part[v] < 0) return;
        const code = axis.codes[v];
        part[v] = code < 0 ? -1 : part[v] + code * strides[k];
      });
  }
  return part;
}

interface Parts {
  memberPart: Int32Array;
  provincePart: Int32Array;
  subchannelPart: Int32Array;
}

interface Target {
  /** Per group and window: amount, units, standard units. */
  sums: Float64Array;
  /** Groups with a row in the query's range of months (SQL returns them, even with empty windows). */
  seen: Uint8Array;
  windowCount: number;
  counts: { codes: Int32Array; width: number; bits: Uint8Array }[];
}

/**
 * Adds the rows of one channel's month into their groups (the hot loop: typed arrays only). A
 * month usually falls in one window: that one is added inline, any further (overlapping) window in
 * a loop; standard units are read only when asked for (a third of the bytes a row adds).
 */
function addSegment(rows: ChannelRows, m: number, base: number, parts: Parts, inWindows: Int32Array, counting: boolean, withStd: boolean, target: Target): void {
  const { start, member, province, subchannel, amount, units, stdUnits } = rows;
  const { memberPart, provincePart, subchannelPart } = parts;
  const { sums, seen } = target;
  const stride = target.windowCount * 3;
  const nWindows = inWindows.length;
  const first = nWindows > 0 ? inWindows[0] * 3 : -1;
  const end = start[m + 1];
  for (let r = start[m]; r < end; r++) {
    const p = memberPart[member[r]];
    if (p < 0) continue;
    const v = provincePart[province[r]];
    if (v < 0) continue;
    const s = subchannelPart[subchannel[r]];
    if (s < 0) continue;
    const group = base + p + v + s;
    seen[group] = 1;
    if (first < 0) continue;
    const a = amount[r];
    const u = units[r];
    const d = withStd ? stdUnits[r] : 0;
    const row = group * stride;
    sums[row + first] += a;
    sums[row + first + 1] += u;
    sums[row + first + 2] += d;
    for (let k = 1; k < nWindows; k++) {
      const at = row + inWindows[k] * 3;
      sums[at] += a;
      sums[at + 1] += u;
      sums[at + 2] += d;
    }
    if (counting && a > 0) {
      for (const count of target.counts) {
        const code = count.codes[member[r]];
        if (code >= 0) count.bits[group * count.width + code] = 1;
      }
    }
  }
}

/** The sums of one scan: per group (a number mixing the axes' codes by their strides) and window. */
export interface Scan {
  axes: Axis[];
  strides: number[];
  groups: number;
  /** Per group and window: amount, units, standard units (0 unless the spec asks for them). */
  sums: Float64Array;
  seen: Uint8Array;
  windowCount: number;
  /** Per count of the spec: its width (labels) and one bit per group × member. */
  counts: { width: number; bits: Uint8Array }[];
}

/** The in-memory sums of a query, or null when the index cannot answer it (or is not built yet). */
export async function scanInMemory(warehouse: Warehouse, spec: AggregateSpec): Promise<Scan | null> {
  if (!servable(spec)) return null;
  const index = readySalesIndex(warehouse);
  if (!index) return null;
  const provinceLists = spec.conditions.filter((c) => c.provinces !== undefined).map((c) => new Set(c.provinces));
  const provinceMask = provinceLists.length > 0 ? Uint8Array.from(index.provinces, (p) => (provinceLists.every((list) => list.has(p)) ? 1 : 0)) : null;
  const { grain, kind } = chooseGrain(index, spec, !provinceMask || provinceMask.every((flag) => flag === 1));
  if (!grain) return null;
  const axes = await Promise.all(spec.groupBy.map((key) => axisOf(warehouse, index, grain, key.memory!)));
  const strides: number[] = [];
  let groups = 1;
  for (const axis of axes) {
    strides.push(groups);
    groups *= Math.max(axis.labels.length, 1);
  }
  const counts = (spec.counts ?? []).map((count) => grain.codes.counted(count.expr.memory!));
  if (groups > MAX_GROUPS || counts.some((c) => groups * c.labels.length > MAX_COUNT_CELLS)) return null;

  const mask = kind === 'area' ? null : await memberMask(warehouse, grain, kind, spec);
  const memberPart = contribution(grain.members.length, axes, strides, 'member', mask);
  // A grain summed over provinces serves only queries that keep every province (its column is all 0).
  const provincePart = contribution(index.provinces.length, axes, strides, 'province', grain.byProvince ? provinceMask : null);
  const subchannelPart = contribution(index.subchannels.length, axes, strides, 'subchannel', null);
  const channelPart = contribution(index.channels.length, axes, strides, 'channel', null);
  const monthPart = contribution(index.monthCount, axes, strides, 'month', null);

  const windows = spec.windows.map((w) => ({ from: monthIndex(w.from) - index.firstMonth, to: monthIndex(w.to) - index.firstMonth }));
  const W = windows.length;
  const sums = new Float64Array(groups * W * 3);
  const seen = new Uint8Array(groups);
  const countBits = counts.map((c) => new Uint8Array(groups * c.labels.length));
  const first = Math.max(0, Math.min(...windows.map((w) => w.from)));
  const last = Math.min(index.monthCount - 1, Math.max(...windows.map((w) => w.to)));
  const withStd = spec.withStd === true;
  const parts: Parts = { memberPart, provincePart, subchannelPart };
  const target: Target = { sums, seen, windowCount: W, counts: counts.map((c, k) => ({ codes: c.codes, width: c.labels.length, bits: countBits[k] })) };

  // The row lists to read, each with its channel's part of the group number (a grain summed over
  // channels has one list, and no channel key).
  const lists = grain.byChannel
    ? spec.channels.map((channel) => index.channels.indexOf(channel)).flatMap((c) => (c < 0 || channelPart[c] < 0 ? [] : [{ rows: grain.rows[c], part: channelPart[c] }]))
    : [{ rows: grain.rows[0], part: 0 }];
  for (const { rows, part } of lists) {
    for (let m = first; m <= last; m++) {
      if (monthPart[m] < 0) continue;
      const inWindows = Int32Array.from(windows.flatMap((w, i) => (m >= w.from && m <= w.to ? [i] : [])));
      const counting = target.counts.length > 0 && m >= windows[0].from && m <= windows[0].to;
      addSegment(rows, m, part + monthPart[m], parts, inWindows, counting, withStd, target);
    }
  }

  if (!withStd) for (let at = 2; at < sums.length; at += 3) sums[at] = 0;
  return { axes, strides, groups, sums, seen, windowCount: W, counts: target.counts.map((c) => ({ width: c.width, bits: c.bits })) };
}

/** The label of a group in axis k. */
const labelOf = (scan: Scan, group: number, k: number): string => {
  const axis = scan.axes[k];
  return axis.labels[Math.floor(group / scan.strides[k]) % axis.labels.length];
};

export async function aggregateInMemory(warehouse: Warehouse, spec: AggregateSpec): Promise<AggregateRow[] | null> {
  const scan = await scanInMemory(warehouse, spec);
  if (!scan) return null;
  const { sums, seen, windowCount: W } = scan;
  const rows: AggregateRow[] = [];
  for (let group = 0; group < scan.groups; group++) {
    if (!seen[group]) continue;
    rows.push({
      keys: scan.axes.map((_, k) => labelOf(scan, group, k)),
      windows: Object.fromEntries(
        spec.windows.map((w, i) => {
          const at = (group * W + i) * 3;
          return [w.name, { amount: sums[at], units: sums[at + 1], stdUnits: sums[at + 2] }];
        }),
      ),
      counts: Object.fromEntries(
        (spec.counts ?? []).map((count, k) => {
          const { width, bits } = scan.counts[k];
          let n = 0;
          for (let i = group * width; i < (group + 1) * width; i++) n += bits[i];
          return [count.name, n];
        }),
      ),
    });
  }
  return rows;
}

/**
 * The same answer in columns (no object per row): the rows with sales in the range, each with its
 * code in every key (an index into that key's labels) and its sums per window. Counts are not read.
 */
export async function columnsInMemory(warehouse: Warehouse, spec: AggregateSpec): Promise<AggregateColumns | null> {
  const scan = await scanInMemory(warehouse, spec);
  if (!scan) return null;
  const { sums, seen, windowCount: W, groups } = scan;
  let size = 0;
  for (let group = 0; group < groups; group++) size += seen[group];
  const keys = scan.axes.map((axis) => ({ labels: axis.labels, codes: new Int32Array(size) }));
  const out = new Float64Array(size * W * 3);
  let row = 0;
  for (let group = 0; group < groups; group++) {
    if (!seen[group]) continue;
    for (let k = 0; k < keys.length; k++) keys[k].codes[row] = Math.floor(group / scan.strides[k]) % scan.axes[k].labels.length;
    out.set(sums.subarray(group * W * 3, (group + 1) * W * 3), row * W * 3);
    row++;
  }
  return { size, keys, windows: spec.windows.map((w) => w.name), sums: out };
}
