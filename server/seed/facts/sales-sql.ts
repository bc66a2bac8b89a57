// Expands the sales plan into monthly fact rows inside DuckDB. Per row:
//   units  = base units × (1+trend)^(years from the last month) × seasonal factor × launch ramp
//            × VBP volume factor (hospital and grassroots, from the VBP month) × noise
//   price  = cell price × a 0.5%/year price erosion × VBP price factor
//   amount = units × price (rounded to fen), std_units = units × conversion ratio.
// The noise is a hash of (seed, cell, month), so the rows depend only on the seed.
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
import { SEASON_PROFILES } from './seasonality';
import type { PlanCell, PlanSku } from './plan';

const PLAN_SEASON: TableDef = { name: 'plan_season', columns: [{ name: 'profile', type: 'VARCHAR' }, { name: 'cal', type: 'INTEGER' }, { name: 'factor', type: 'DOUBLE' }] };
const PLAN_SKU: TableDef = {
  name: 'plan_sku',
  columns: [
    { name: 'sku_id', type: 'VARCHAR' }, { name: 'conv_ratio', type: 'INTEGER' }, { name: 'trend', type: 'DOUBLE' },
    { name: 'season', type: 'VARCHAR' }, { name: 'launch_idx', type: 'INTEGER' }, { name: 'ramp_start', type: 'INTEGER' },
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
  await appendRows(connection, PLAN_SKU, skus.map((s) => [s.skuId, s.convRatio, s.trend, s.season, s.launchIndex, s.rampStart, s.vbpIndex, s.vbpPrice, s.vbpVolume]));
  await appendRows(connection, PLAN_CELL, cells.map((c) => [c.cellId, c.skuId, c.provinceCode, c.cityCode, c.channel, c.subchannel, c.baseUnits, c.price]));
  await connection.run(`CREATE TABLE plan_wide AS
    WITH season AS (SELECT profile, ${CAL.map((m) => `max(factor) FILTER (WHERE cal = ${m}) AS f${m}`).join(', ')} FROM plan_season GROUP BY profile)
    SELECT c.cell_id, c.sku_id, c.province_code, c.city_code, c.channel, c.subchannel, c.base_units, c.price, s.conv_ratio, s.trend,
      s.launch_idx, s.ramp_start, s.vbp_idx, s.vbp_price, s.vbp_volume, ${CAL.map((m) => `se.f${m}`).join(', ')}
    FROM plan_cell c JOIN plan_sku s USING (sku_id) JOIN season se ON se.profile = s.season
    ORDER BY c.channel, c.cell_id`);
  await connection.run('DROP TABLE plan_cell');
}

/** The rows of one channel and month (index `idx` of `months`), in `fact_sales_month` column order. */
function monthSql(seed: number, months: string[], channel: string, idx: number): string {
  const last = months.length - 1;
  const years = (idx - last) / 12;
  const cal = Number(months[idx].slice(5, 7));
  const vbp = VBP_CHANNELS.has(channel) ? `(vbp_idx IS NOT NULL AND vbp_idx <= ${idx})` : 'false';
  return `
    SELECT sku_id, province_code, city_code, channel, subchannel, DATE '${months[idx]}' AS month, round(units * price, 2) AS amount, units, units * conv_ratio AS std_units
    FROM (
      SELECT sku_id, province_code, city_code, channel, subchannel, conv_ratio,
        round(price * pow(0.995, ${years}) * (CASE WHEN vbp THEN vbp_price ELSE 1 END), 2) AS price,
        CAST(round(base_units * pow(1 + trend, ${years}) * f${cal}
          * (CASE WHEN ramp_start IS NULL THEN 1 ELSE least(1.0, (${idx} - ramp_start + 1) / 6.0) END)
          * (CASE WHEN vbp THEN vbp_volume ELSE 1 END)
          * exp(0.16 * ((h % 1000) + ((h // 1000) % 1000) + ((h // 1000000) % 1000) - 1498.5) / 1000.0)) AS BIGINT) AS units
      FROM (SELECT *, ${vbp} AS vbp, hash(${seed}, cell_id, ${idx}) AS h FROM plan_wide WHERE channel = '${channel}' AND launch_idx <= ${idx})
    )
    WHERE units > 0`;
}

/** The (channel, month index) parts of the expansion, in storage order. */
function parts(months: string[], fromIndex = 0): [channel: string, idx: number][] {
  return CHANNEL_ORDER.flatMap((channel) => months.slice(fromIndex).map((_, i): [string, number] => [channel, fromIndex + i]));
}

/**
 * Writes the expanded facts to `file`: all parts in one COPY, on one thread. That query streams
 * (about 350 MB of memory at `default`, 1 GB at `large`); with more threads DuckDB holds later
 * parts in memory until the earlier ones are written (tens of GB at `large`) and is no faster.
 * `extra` names a table with rows in the fact table's columns that are added in their (channel,
 * month) place (the known-answer fixtures).
 */
export async function writeFacts(connection: DuckDBConnection, seed: number, months: string[], file: string, extra?: string): Promise<void> {
  const selects = parts(months).flatMap(([channel, idx]) => [
    monthSql(seed, months, channel, idx),
    ...(extra ? [`SELECT * FROM ${extra} WHERE channel = '${channel}' AND month = DATE '${months[idx]}'`] : []),
  ]);
  await connection.run(`COPY (${selects.join('\n    UNION ALL\n')}) TO '${file.replace(/'/g, "''")}' (FORMAT PARQUET, COMPRESSION ZSTD)`);
}

/**
 * Rescales each channel's plan so that the last 12 months of the expanded facts match the channel
 * targets exactly: VBP cuts, launches and trends move the totals away from the plan's first
 * calibration, and the domain shape (61:24:9:6) should hold for the latest MAT. The sums are
 * exact (DECIMAL), so they do not depend on the order threads add them up in.
 */
export async function calibrateChannels(connection: DuckDBConnection, seed: number, months: string[], yearly: Record<string, number>): Promise<void> {
  const reader = await connection.runAndReadAll(
    `SELECT channel, CAST(sum(CAST(amount AS DECIMAL(18, 2))) AS DOUBLE) AS amount
     FROM (${parts(months, months.length - 12).map(([channel, idx]) => monthSql(seed, months, channel, idx)).join('\n UNION ALL\n')}) GROUP BY channel ORDER BY channel`,
  );
  for (const row of reader.getRowObjectsJS()) {
    const channel = String(row.channel);
    const factor = yearly[channel] / Number(row.amount);
    await connection.run('UPDATE plan_wide SET base_units = base_units * $1 WHERE channel = $2', [factor, channel]);
  }
}
