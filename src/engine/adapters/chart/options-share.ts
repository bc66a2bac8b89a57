// Part-of-whole charts: donut, treemap and the concentration curve (company shares by rank with the
// cumulative share, whose value at 3/5/10 is CR3/CR5/CR10).
import type { EChartsCoreOption } from 'echarts/core';
import type { ChartInput } from './chart-input';
import { formatTick, measureTitle } from './measure-format';
import { axisTooltip, itemTooltip } from './tooltip';

function items(input: ChartInput) {
  const [measure] = input.measures;
  return input.rows.map((r) => ({ name: r.name, value: r.values[measure.id] ?? 0 }));
}

function percentOfTotal(input: ChartInput): (value: number) => string {
  const [measure] = input.measures;
  const total = input.rows.reduce((sum, r) => sum + Math.max(0, r.values[measure.id] ?? 0), 0);
  return (value) => (total > 0 ? `${((value / total) * 100).toFixed(1)}%` : '');
}

/** Donut with its legend in a column on the right (names up to ~9 characters whole; longer ones end in … with the full name on hover). */
export function donut(input: ChartInput): EChartsCoreOption {
  const [measure] = input.measures;
  return {
    tooltip: { trigger: 'item', formatter: itemTooltip(measure, input.format) },
    legend: {
      type: 'scroll',
      orient: 'vertical',
      right: 4,
      top: 'middle',
      itemWidth: 10,
      itemHeight: 10,
      itemGap: 8,
      pageIconSize: 10,
      textStyle: { width: 112, overflow: 'truncate', fontSize: 12 },
      tooltip: { show: true },
    },
    series: [
      {
        type: 'pie',
        name: measureTitle(measure, input.format),
        radius: ['40%', '66%'],
        center: ['31%', '50%'],
        // Percentages inside the ring, only on slices wide enough to hold one (the legend names them all).
        label: { position: 'inside', formatter: '{d}%', fontSize: 10, color: '#fff' },
        minShowLabelAngle: 12,
        data: items(input),
      },
    ],
  };
}

export function treemap(input: ChartInput): EChartsCoreOption {
  const [measure] = input.measures;
  const share = percentOfTotal(input);
  return {
    tooltip: { trigger: 'item', formatter: itemTooltip(measure, input.format) },
    series: [
      {
        type: 'treemap',
        name: measureTitle(measure, input.format),
        roam: false,
        nodeClick: false,
        breadcrumb: { show: false },
        left: 0,
        top: 0,
        right: 0,
        bottom: 0,
        itemStyle: { borderColor: '#fff', borderWidth: 1, gapWidth: 1 },
        // Name and share of the whole on each tile big enough to hold them (SVG text, not HTML).
        label: { show: true, overflow: 'truncate', lineHeight: 16, formatter: (p: { name?: string; value?: unknown }) => `${p.name ?? ''}\n${share(typeof p.value === 'number' ? p.value : 0)}` },
        data: items(input),
      },
    ],
  };
}

export function concentrationCurve(input: ChartInput): EChartsCoreOption {
  const [share] = input.measures;
  const ranked = input.rows.filter((r) => !r.other);
  let sum = 0;
  const cumulative = ranked.map((r) => (sum += r.values[share.id] ?? 0));
  const cumulativeMeasure = { ...share, id: 'cumulative', label: input.texts.cumulative };
  const rows = ranked.map((r, i) => ({ ...r, values: { ...r.values, cumulative: cumulative[i] } }));
  return {
    tooltip: { trigger: 'axis', formatter: axisTooltip(rows, [share, cumulativeMeasure], input.format, input.texts) },
    legend: { top: 0, data: [measureTitle(share, input.format), input.texts.cumulative] },
    grid: { left: 8, right: 8, top: 40, bottom: 8, containLabel: true },
    xAxis: { type: 'category', data: ranked.map((_, i) => String(i + 1)) },
    yAxis: { type: 'value', max: 1, axisLabel: { formatter: (v: number) => formatTick(v, share, input.format) } },
    series: [
      { type: 'bar', name: measureTitle(share, input.format), data: ranked.map((r) => r.values[share.id] ?? null), barMaxWidth: 20 },
      { type: 'line', name: input.texts.cumulative, data: cumulative, smooth: true, areaStyle: { opacity: 0.08 } },
    ],
  };
}
