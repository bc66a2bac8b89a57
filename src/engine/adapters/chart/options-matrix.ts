// Charts over two dimensions or three measures: lines / stacked bars per series member, the
// seasonality heat-map and the growth–share bubble with its quadrant lines.
import type { EChartsCoreOption } from 'echarts/core';
import { OTHER_KEY, type ChartInput, type ChartMatrix } from './chart-input';
import { memberAxisLabel } from './options-axis';
import { formatMeasure, formatTick, measureTitle } from './measure-format';
import { bubbleTooltip, cellTooltip, seriesTooltip } from './tooltip';

const EMPTY: ChartMatrix = { rows: [], columns: [], cells: [] };

/** One series per matrix row (series member) over the columns (periods, companies…): lines or stacked bars. */
export function seriesPerRow(input: ChartInput, type: 'line' | 'bar'): EChartsCoreOption {
  const [measure] = input.measures;
  const matrix = input.matrix ?? EMPTY;
  // Stacked bars over a Top-N of members show the members only: their remainder (其他) would dwarf them.
  const shown = matrix.columns.flatMap((column, i) => (type === 'bar' && column.key === OTHER_KEY ? [] : [i]));
  const names = shown.map((i) => matrix.columns[i].name);
  // A line of 其他 (97 % of a market beside members at 1 %) gets its own axis on the right, dashed and
  // grey, so it does not flatten the members' lines (issue 26 item 2).
  const otherLine = type === 'line' && matrix.rows.some((row) => row.key === OTHER_KEY);
  const valueAxis = (right: boolean) => ({
    type: 'value',
    ...(right ? { position: 'right', splitLine: { show: false } } : { name: measureTitle(measure, input.format), splitLine: { lineStyle: { type: 'dashed' } } }),
    nameTextStyle: { align: 'left', color: '#8c8c8c' },
    axisLabel: { formatter: (v: number) => formatTick(v, measure, input.format), hideOverlap: true, ...(right ? { color: '#8c8c8c' } : {}) },
  });
  return {
    tooltip: { trigger: 'axis', confine: true, formatter: seriesTooltip(measure, input.format) },
    // Series names (companies, products) are long: a scrolling legend under the plot, each name cut at a width.
    legend: { type: 'scroll', bottom: 0, itemWidth: 14, itemHeight: 8, pageIconSize: 10, textStyle: { width: 150, overflow: 'truncate' }, tooltip: { show: true } },
    grid: { left: 8, right: 16, top: 32, bottom: 32, containLabel: true },
    xAxis: { type: 'category', data: names, axisLabel: memberAxisLabel(input, names) },
    yAxis: otherLine ? [valueAxis(false), valueAxis(true)] : valueAxis(false),
    series: matrix.rows.map((row, r) => ({
      type,
      name: row.name,
      ...(type === 'bar' ? { stack: 'total', barMaxWidth: 32 } : { smooth: true, connectNulls: false }),
      ...(otherLine && row.key === OTHER_KEY ? { yAxisIndex: 1, color: '#bfbfbf', lineStyle: { type: 'dashed' } } : {}),
      data: shown.map((i) => matrix.cells[r]?.[i] ?? null),
    })),
  };
}

function rowAverage(cells: (number | null)[]): number {
  const values = cells.filter((v): v is number => v !== null);
  return values.length === 0 ? 0 : values.reduce((a, b) => a + b, 0) / values.length;
}

/**
 * Rows × columns coloured by value; over periods (seasonality) by each row's seasonal index
 * (value / the row's average), else a big category's colour would drown every other row's pattern.
 */
export function heatmap(input: ChartInput): EChartsCoreOption {
  const [measure] = input.measures;
  const matrix = input.matrix ?? EMPTY;
  const data: [number, number, number | null][] = [];
  // x = columns (periods, provinces), y = rows (the series members).
  matrix.cells.forEach((cells, y) => {
    const average = rowAverage(cells);
    cells.forEach((value, x) => {
      const shown = value === null || !input.seasonal ? value : average > 0 ? value / average : null;
      data.push([x, y, shown]);
    });
  });
  const shownValues = data.map((d) => d[2]).filter((v): v is number => v !== null);
  const xNames = matrix.columns.map((c) => c.name);
  const yNames = matrix.rows.map((r) => r.name);
  const indexMeasure = { id: 'seasonalIndex', label: input.texts.seasonalIndex, format: 'index' as const, scaled: false };
  const colourMeasure = input.seasonal ? indexMeasure : measure;
  return {
    tooltip: { trigger: 'item', formatter: cellTooltip(yNames, xNames, measure, input.format, input.seasonal ? { cells: matrix.cells, index: indexMeasure } : undefined) },
    grid: { left: 8, right: 8, top: 8, bottom: 72, containLabel: true },
    xAxis: { type: 'category', data: xNames, splitArea: { show: true } },
    yAxis: { type: 'category', data: yNames, splitArea: { show: true }, axisLabel: { width: 96, overflow: 'truncate' } },
    visualMap: {
      min: input.seasonal ? Math.min(...shownValues, 1) : 0,
      max: Math.max(...shownValues, input.seasonal ? 1 : 0) || 1,
      calculable: true,
      orient: 'horizontal',
      left: 'center',
      bottom: 0,
      text: [colourMeasure.label, ''],
      formatter: (v: number) => (input.seasonal ? v.toFixed(2) : formatMeasure(v, measure, input.format)),
    },
    series: [{ type: 'heatmap', name: measureTitle(measure, input.format), data }],
  };
}

function mean(values: number[]): number {
  return values.length === 0 ? 0 : values.reduce((a, b) => a + b, 0) / values.length;
}

const BUBBLE_MAX = 56;
const BUBBLE_MIN = 6;
const NAMED_BUBBLES = 12;

/**
 * measures = [x, y, size] (growth, share or CR3, sales). The quadrant lines cross at the market's growth
 * (the average of the members when the market's is unknown) and the members' average y.
 */
export function bubble(input: ChartInput): EChartsCoreOption {
  const [xm, ym, sm] = input.measures;
  const members = input.rows.filter((r) => !r.other && r.values[xm.id] != null && r.values[ym.id] != null);
  const xs = members.map((r) => r.values[xm.id] as number);
  const ys = members.map((r) => r.values[ym.id] as number);
  const maxSize = Math.max(1, ...members.map((r) => r.values[sm.id] ?? 0));
  // Only the largest bubbles are named on the plot (30–50 names would bury it); every one has its tooltip.
  const named = new Set([...members].sort((a, b) => (b.values[sm.id] ?? 0) - (a.values[sm.id] ?? 0)).slice(0, NAMED_BUBBLES).map((r) => r.key));
  const xLine = input.marketGrowth ?? mean(xs);
  const yLine = mean(ys);
  return {
    tooltip: { trigger: 'item', formatter: bubbleTooltip(input.measures, input.format) },
    grid: { left: 8, right: 48, top: 40, bottom: 28, containLabel: true },
    xAxis: {
      type: 'value',
      name: measureTitle(xm, input.format),
      nameLocation: 'middle',
      nameGap: 28,
      nameTextStyle: { color: '#8c8c8c' },
      scale: true,
      splitLine: { lineStyle: { type: 'dashed' } },
      axisLabel: { formatter: (v: number) => formatTick(v, xm, input.format), hideOverlap: true },
    },
    yAxis: {
      type: 'value',
      name: measureTitle(ym, input.format),
      nameTextStyle: { align: 'left', color: '#8c8c8c' },
      scale: true,
      splitLine: { lineStyle: { type: 'dashed' } },
      axisLabel: { formatter: (v: number) => formatTick(v, ym, input.format), hideOverlap: true },
    },
    series: [
      {
        type: 'scatter',
        name: measureTitle(sm, input.format),
        colorBy: 'data',
        // Area, not radius, proportional to sales.
        symbolSize: (value: number[]) => BUBBLE_MIN + Math.sqrt(Math.max(0, value[2] ?? 0) / maxSize) * (BUBBLE_MAX - BUBBLE_MIN),
        itemStyle: { opacity: 0.75, borderColor: '#fff', borderWidth: 1 },
        // Named beside the bubble (SVG text); names that would still collide are left to the tooltip.
        label: { show: true, position: 'right', formatter: (p: { name?: string }) => p.name ?? '', fontSize: 11, color: '#333', width: 110, overflow: 'truncate' },
        labelLayout: { hideOverlap: true },
        data: members.map((r) => ({ name: r.name, value: [r.values[xm.id], r.values[ym.id], r.values[sm.id] ?? 0], label: { show: named.has(r.key) } })),
        markLine: {
          silent: true,
          symbol: 'none',
          lineStyle: { type: 'dashed', color: '#999' },
          label: { color: '#666', fontSize: 11, formatter: (p: { name?: string }) => p.name ?? '' },
          data: [
            // The vertical line is named above its top end (level text), the horizontal one inside the plot.
            { xAxis: xLine, name: input.texts.marketGrowth, label: { position: 'end' } },
            { yAxis: yLine, name: input.texts.average, label: { position: 'insideEndTop' } },
          ],
        },
      },
    ],
  };
}
