// Expands the sales plan into monthly fact rows inside DuckDB. Per row:
//   units  = base units × (1+trend)^(years from the last month) × seasonal factor × launch ramp
//            × VBP volume factor (hospital and grassroots, from the VBP month) × noise
//   price  = cell price × a 0.5%/year price erosion × VBP price factor
//   amount = units × price (rounded to fen), std_units = units × conversion ratio.
// The noise is a hash of (seed, cell, month), so the rows depend only on the seed.
import type { DuckDBConnection } from '@duckdb/node-api';
import { appendRows } from '../writer';
import type { TableDef } from '../../warehouse/tables';
import { SEASON_PROFILES } from './seasonality';
import type { PlanCell, PlanSku } from './plan';

const PLAN_MONTH: TableDef = { name: 'plan_month', columns: [{ name: 'idx', type: 'INTEGER' }, { name: 'month', type: 'DATE' }, { name: 'cal', type: 'INTEGER' }] };
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
    { name: 'cell_id', type: 'BIGINT' }, { name: 'sku_id', type: 'VARCHAR' }, { name: 'province_code', type: 'VARCHAR' },
    { name: 'channel', type: 'VARCHAR' }, { name: 'subchannel', type: 'VARCHAR' }, { name: 'base_units', type: 'DOUBLE' }, { name: 'price', type: 'DOUBLE' },
  ],
};

export async function loadPlan(connection: DuckDBConnection, months: string[], skus: PlanSku[], cells: PlanCell[]): Promise<void> {
  await appendRows(connection, PLAN_MONTH, months.map((m, i) => [i, m, Number(m.slice(5, 7))]));
  await appendRows(connection, PLAN_SEASON, Object.entries(SEASON_PROFILES).flatMap(([profile, factors]) => factors.map((f, i) => [profile, i + 1, f])));
  await appendRows(connection, PLAN_SKU, skus.map((s) => [s.skuId, s.convRatio, s.trend, s.season, s.launchIndex, s.rampStart, s.vbpIndex, s.vbpPrice, s.vbpVolume]));
  await appendRows(connection, PLAN_CELL, cells.map((c) => [c.cellId, c.skuId, c.provinceCode, c.channel, c.subchannel, c.baseUnits, c.price]));
}

/** The SELECT that expands the plan tables into `fact_sales_month` rows (in the table's column order). */
export function expandFactsSql(seed: number, lastIndex: number): string {
  return `
    SELECT sku_id, province_code, channel, subchannel, month, round(units * price, 2) AS amount, units, units * conv_ratio AS std_units
    FROM (
      SELECT sku_id, province_code, channel, subchannel, month, conv_ratio,
        round(price * pow(0.995, (idx - ${lastIndex}) / 12.0) * (CASE WHEN vbp THEN vbp_price ELSE 1 END), 2) AS price,
        CAST(round(base_units * pow(1 + trend, (idx - ${lastIndex}) / 12.0) * factor
          * (CASE WHEN ramp_start IS NULL THEN 1 ELSE least(1.0, (idx - ramp_start + 1) / 6.0) END)
          * (CASE WHEN vbp THEN vbp_volume ELSE 1 END)
          * exp(0.16 * ((h % 1000) + ((h // 1000) % 1000) + ((h // 1000000) % 1000) - 1498.5) / 1000.0)) AS BIGINT) AS units
      FROM (
        SELECT c.sku_id, c.province_code, c.channel, c.subchannel, m.month, m.idx, s.conv_ratio, c.price, c.base_units,
          s.trend, se.factor, s.ramp_start, s.vbp_price, s.vbp_volume, hash(${seed}, c.cell_id, m.idx) AS h,
          (s.vbp_idx IS NOT NULL AND m.idx >= s.vbp_idx AND c.channel IN ('HOSPITAL', 'GRASSROOTS')) AS vbp
        FROM plan_cell c
        JOIN plan_sku s USING (sku_id)
        JOIN plan_month m ON m.idx >= s.launch_idx
        JOIN plan_season se ON se.profile = s.season AND se.cal = m.cal
      )
    )
    WHERE units > 0`;
}

/**
 * Rescales each channel's plan so that the last 12 months of the expanded facts match the channel
 * targets exactly: VBP cuts, launches and trends move the totals away from the plan's first
 * calibration, and the domain shape (61:24:9:6) should hold for the latest MAT.
 */
export async function calibrateChannels(connection: DuckDBConnection, seed: number, lastIndex: number, yearly: Record<string, number>): Promise<void> {
  const reader = await connection.runAndReadAll(
    `SELECT channel, sum(amount) AS amount FROM (${expandFactsSql(seed, lastIndex)}) WHERE month > (SELECT month FROM plan_month WHERE idx = ${lastIndex - 12}) GROUP BY channel`,
  );
  for (const row of reader.getRowObjectsJS()) {
    const channel = String(row.channel);
    const factor = yearly[channel] / Number(row.amount);
    await connection.run('UPDATE plan_cell SET base_units = base_units * $1 WHERE channel = $2', [factor, channel]);
  }
}
