// Expands the sales plan into monthly fact rows inside DuckDB. Per row:
//   units  = base units × channel factor of the month × (1+trend)^(years from the last month)
//            × seasonal factor × cold-wave factor × launch ramp × VBP volume factor (hospital and
//            grassroots, from the VBP month) × noise of the generic's month × noise of the cell
//   price  = cell price × a 0.5%/year price erosion × VBP price factor (pharmacies follow the
//            hospital's VBP price cut half way, in logs)
//   amount = units × price (rounded to fen), std_units = units × conversion ratio.
// The channel factor moves each channel along its own path (market-path.ts). The noise is a hash
// of (seed, generic or cell, month), so the rows depend only on the seed.
//
// The plan is first joined into one wide row per cell (`plan_wide`, the twelve seasonal factors as
// columns). The expansion is then one SELECT per (channel, month): a plain filtered scan of
// `plan_wide` with the month's constants written into the SQL (no joins per row), all chained
// with UNION ALL in (channel, month) order and written by one COPY on one thread (writeFacts).
// While `plan_wide` fits in one row group (122,880 cells: small, default) the rows come out in
// that order and the loader keeps them as they are; with more cells (large, 1.2 M) the parts
// interleave by row group and the loader sorts them. Either way the order is the same every run.
import type { DuckDBConnection } from '@duckdb/node-api';
import { appendRows } from '../writer';
import type { TableDef } from '../../warehouse/tables';
import { CHANNELS, type Channel } from '../model';
import type { Random } from '../random';
import { COLD_WAVE, COLD_WAVE_CHANNEL, SEASON_PROFILES } from './seasonality';
import { channelTargets } from './market-path';
import type { PlanCell, PlanSku } from './plan';

const PLAN_SEASON: TableDef = { name: 'plan_season', columns: [{ name: 'profile', type: 'VARCHAR' }, { name: 'cal', type: 'INTEGER' }, { name: 'factor', type: 'DOUBLE' }] };
const PLAN_SKU: TableDef = {
  name: 'plan_sku',
  columns: [
    { name: 'sku_id', type: 'VARCHAR' }, { name: 'conv_ratio', type: 'INTEGER' }, { name: 'trend', type: 'DOUBLE' },
    { name: 'season', type: 'VARCHAR' }, { name: 'generic_no', type: 'INTEGER' }, { name: 'surge', type: 'DOUBLE' }, { name: 'launch_idx', type: 'INTEGER' }, { name: 'ramp_start', type: 'INTEGER' },
    { name: 'vbp_idx', type: 'INTEGER' }, { name: 'vbp_price', type: 'DOUBLE' }, { name: 'vbp_volume', type: 'DOUBLE' },
  ],
};
const PLAN_CELL: TableDef = {
  name: 'plan_cell',
  columns: [
    { name: 'cell_id', type: 'BIGINT' }, { name: 'sku_id', type: 'VARCHAR' }, { name: 'province_code', type: 'VARCHAR' }, { name: 'city_code', type: 'VARCHAR' },
    { name: 'channel', type: 'VARCHAR' }, { name: 'subchannel', type: 'VARCHAR' }, { name: 'base_units', type: 'DOUBLE' }, { name: 'price', type: 'DOUBLE' },
  ],
};

/** The fact table's channels in storage order (`ORDER BY channel`). */
const CHANNEL_ORDER = ['B2C', 'GRASSROOTS', 'HOSPITAL', 'RETAIL'];
const VBP_CHANNELS = new Set(['HOSPITAL', 'GRASSROOTS']);
const CAL = Array.from({ length: 12 }, (_, i) => i + 1);

export async function loadPlan(connection: DuckDBConnection, skus: PlanSku[], cells: PlanCell[]): Promise<void> {
  await appendRows(connection, PLAN_SEASON, Object.entries(SEASON_PROFILES).flatMap(([profile, factors]) => factors.map((f, i) => [profile, i + 1, f])));
  await appendRows(connection, PLAN_SKU, skus.map((s) => [s.skuId, s.convRatio, s.trend, s.season, s.genericNo, s.surge, s.launchIndex, s.rampStart, s.vbpIndex, s.vbpPrice, s.vbpVolume]));
  await appendRows(connection, PLAN_CELL, cells.map((c) => [c.cellId, c.skuId, c.provinceCode, c.cityCode, c.channel, c.subchannel, c.baseUnits, c.price]));
  await connection.run(`CREATE TABLE plan_wide AS
    WITH season AS (SELECT profile, ${CAL.map((m) => `max(factor) FILTER (WHERE cal = ${m}) AS f${m}`).join(', ')} FROM plan_season GROUP BY profile)
    SELECT c.cell_id, c.sku_id, c.province_code, c.city_code, c.channel, c.subchannel, c.base_units, c.price, s.conv_ratio, s.trend,
      s.generic_no, s.surge, s.launch_idx, s.ramp_start, s.vbp_idx, s.vbp_price, s.vbp_volume, ${CAL.map((m) => `se.f${m}`).join(', ')}
    FROM plan_cell c JOIN plan_sku s USING (sku_id) JOIN season se ON se.profile = s.season
    ORDER BY c.channel, c.cell_id`);
  await connection.run('DROP TABLE plan_cell');
}

/** Per channel and month index, the factor that puts the channel on its path (see channelFactors). */
export type ChannelFactors = Map<string, number>;
const factorKey = (channel: string, idx: number) => `${channel}|${idx}`;

/** The SQL of the deterministic parts of a row's units and price in a month (no season, no noise). */
function terms(months: string[], channel: string, idx: number): { volume: string; price: string } {
  const years = (idx - (months.length - 1)) / 12;
  const hospital = VBP_CHANNELS.has(channel);
  const vbp = `(vbp_idx IS NOT NULL AND vbp_idx <= ${idx})`;
  return {
    volume: `pow(1 + trend, ${years})
          * (CASE WHEN ramp_start IS NULL THEN 1 ELSE least(1.0, (${idx} - ramp_start + 1) / 6.0) END)
          * ${hospital ? `(CASE WHEN ${vbp} THEN vbp_volume ELSE 1 END)` : '1'}`,
    price: `pow(0.995, ${years}) * (CASE WHEN ${vbp} THEN ${hospital ? 'vbp_price' : 'sqrt(vbp_price)'} ELSE 1 END)`,
  };
}

/** The rows of one channel and month (index `idx` of `months`), in `fact_sales_month` column order. */
function monthSql(seed: number, months: string[], factors: ChannelFactors, channel: string, idx: number): string {
  const cal = Number(months[idx].slice(5, 7));
  const { volume, price } = terms(months, channel, idx);
  const wave = (COLD_WAVE[months[idx]] ?? 0) * COLD_WAVE_CHANNEL[channel as Channel];
  return `
    SELECT sku_id, province_code, city_code, channel, subchannel, DATE '${months[idx]}' AS month, round(units * price, 2) AS amount, units, units * conv_ratio AS std_units
    FROM (
      SELECT sku_id, province_code, city_code, channel, subchannel, conv_ratio,
        round(price * ${price}, 2) AS price,
        CAST(round(base_units * ${factors.get(factorKey(channel, idx)) ?? 1} * ${volume} * f${cal}
          ${wave !== 0 ? `* (1 + (surge - 1) * ${wave})` : ''}
          * exp(0.07 * ((g % 1000) + ((g // 1000) % 1000) - 999.0) / 408.0)
          * exp(0.16 * ((h % 1000) + ((h // 1000) % 1000) + ((h // 1000000) % 1000) - 1498.5) / 1000.0)) AS BIGINT) AS units
      FROM (SELECT *, hash(${seed}, generic_no, ${idx}) AS g, hash(${seed}, cell_id, ${idx}) AS h FROM plan_wide WHERE channel = '${channel}' AND launch_idx <= ${idx})
    )
    WHERE units > 0`;
}

/** The (channel, month index) parts of the expansion, in storage order. */
function parts(months: string[]): [channel: string, idx: number][] {
  return CHANNEL_ORDER.flatMap((channel) => months.map((_, i): [string, number] => [channel, i]));
}

/**
 * Writes the expanded facts to `file`: all parts in one COPY, on one thread. That query streams
 * (about 350 MB of memory at `default`, 1 GB at `large`); with more threads DuckDB holds later
 * parts in memory until the earlier ones are written (tens of GB at `large`) and is no faster.
 * `extra` names a table with rows in the fact table's columns that are added in their (channel,
 * month) place (the known-answer fixtures).
 */
export async function writeFacts(connection: DuckDBConnection, seed: number, months: string[], factors: ChannelFactors, file: string, extra?: string): Promise<void> {
  const selects = parts(months).flatMap(([channel, idx]) => [
    monthSql(seed, months, factors, channel, idx),
    ...(extra ? [`SELECT * FROM ${extra} WHERE channel = '${channel}' AND month = DATE '${months[idx]}'`] : []),
  ]);
  await connection.run(`COPY (${selects.join('\n    UNION ALL\n')}) TO '${file.replace(/'/g, "''")}' (FORMAT PARQUET, COMPRESSION ZSTD)`);
}

/**
 * The factor per channel and month that moves the plan onto the channel's path: the path's
 * target (market-path.ts) over the plan's own value that month without seasonality, cold wave or
 * noise. SKU trends, launches and VBP rounds still shift sales between SKUs inside a channel;
 * the channel as a whole grows as the path says, with the SKUs' seasons on top. The sums are
 * exact (DECIMAL), so they do not depend on the order threads add them up in.
 */
export async function channelFactors(connection: DuckDBConnection, random: Random, months: string[], yearly: Record<Channel, number>): Promise<ChannelFactors> {
  const planned = parts(months).map(([channel, idx]) => {
    const { volume, price } = terms(months, channel, idx);
    return `SELECT '${channel}' AS channel, ${idx} AS idx, CAST(sum(CAST(base_units * ${volume} * price * ${price} AS DECIMAL(38, 4))) AS DOUBLE) AS amount
      FROM plan_wide WHERE channel = '${channel}' AND launch_idx <= ${idx}`;
  });
  const reader = await connection.runAndReadAll(planned.join('\n UNION ALL\n'));
  const targets = channelTargets(random, months, yearly);
  const factors: ChannelFactors = new Map();
  for (const row of reader.getRowObjectsJS()) {
    const channel = String(row.channel) as Channel;
    const amount = Number(row.amount);
    if (CHANNELS.includes(channel) && amount > 0) factors.set(factorKey(channel, Number(row.idx)), targets[channel][Number(row.idx)] / amount);
  }
  return factors;
}
