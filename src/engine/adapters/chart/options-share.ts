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

export function donut(input: ChartInput): EChartsCoreOption {
  const [measure] = input.measures;
  return {
    tooltip: { trigger: 'item', formatter: itemTooltip(measure, input.format) },
    legend: { type: 'plain', bottom: 0, left: 'center', itemWidth: 10, itemHeight: 10, textStyle: { width: 80, overflow: 'truncate' } },
    series: [
      {
        type: 'pie',
        name: measureTitle(measure, input.format),
        radius: ['42%', '66%'],
        center: ['50%', '42%'],
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
  return {
    tooltip: { trigger: 'item', formatter: itemTooltip(measure, input.format) },
    series: [
      {
        type: 'treemap',
        name: measureTitle(measure, input.format),
        roam: false,
        nodeClick: false,
        breadcrumb: { show: false },
        width: '100%',
        height: '100%',
        label: { show: true, overflow: 'truncate' },
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
    tooltip: { trigger: 'axis', formatter: axisTooltip(rows, [share, cumulativeMeasure], input.format, input.texts.newEntry) },
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
