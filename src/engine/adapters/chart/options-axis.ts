// Charts over a category axis: the trend combo (bars + growth line on a second axis), Top-N bars,
// province bars and price bands.
import type { EChartsCoreOption } from 'echarts/core';
import type { ChartInput } from './chart-input';
import { formatTick, measureTitle, type MeasureInfo } from './measure-format';
import { axisTooltip } from './tooltip';

const AXIS_LABEL_WIDTH = 96;

function valueAxis(measure: MeasureInfo, input: ChartInput, extra: Record<string, unknown> = {}) {
  return {
    type: 'value',
    name: measureTitle(measure, input.format),
    nameTextStyle: { align: 'left' },
    axisLabel: { formatter: (v: number) => formatTick(v, measure, input.format), hideOverlap: true },
    splitNumber: 4,
    splitLine: { lineStyle: { type: 'dashed' } },
    ...extra,
  };
}

function seriesValues(input: ChartInput, measure: MeasureInfo): (number | null)[] {
  return input.rows.map((r) => r.values[measure.id] ?? null);
}

/** Bars of the first measure, the second (if any) as a line on its own right-hand axis. */
export function verticalCombo(input: ChartInput, lineLabelRotate = 0): EChartsCoreOption {
  const [bars, second] = input.measures;
  return {
    tooltip: { trigger: 'axis', formatter: axisTooltip(input.rows, input.measures, input.format, input.texts.newEntry) },
    legend: { top: 0, data: input.measures.map((m) => measureTitle(m, input.format)) },
    grid: { left: 8, right: 8, top: 48, bottom: 8, containLabel: true },
    xAxis: { type: 'category', data: input.rows.map((r) => r.name), axisLabel: { rotate: lineLabelRotate, hideOverlap: true } },
    yAxis: second ? [valueAxis(bars, input), valueAxis(second, input, { splitLine: { show: false } })] : [valueAxis(bars, input)],
    series: [
      { type: 'bar', name: measureTitle(bars, input.format), data: seriesValues(input, bars), barMaxWidth: 28 },
      ...(second ? [{ type: 'line', name: measureTitle(second, input.format), yAxisIndex: 1, data: seriesValues(input, second), smooth: true, connectNulls: false }] : []),
    ],
  };
}

/** Top-N: horizontal bars (names readable), largest on top; a second measure as dots on a top axis. */
export function horizontalTopN(full: ChartInput): EChartsCoreOption {
  // 其他 (often bigger than all the leaders together) would flatten the bars; tables and donuts show it.
  const input = { ...full, rows: full.rows.filter((r) => !r.other) };
  const [bars, second] = input.measures;
  return {
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' }, formatter: axisTooltip(input.rows, input.measures, input.format, input.texts.newEntry) },
    legend: { bottom: 0, data: input.measures.map((m) => measureTitle(m, input.format)) },
    grid: { left: 8, right: 24, top: second ? 36 : 8, bottom: 32, containLabel: true },
    yAxis: { type: 'category', inverse: true, data: input.rows.map((r) => r.name), axisLabel: { width: AXIS_LABEL_WIDTH, overflow: 'truncate' } },
    xAxis: second
      ? [valueAxis(bars, input, { name: '' }), valueAxis(second, input, { name: '', position: 'top', splitLine: { show: false } })]
      : [valueAxis(bars, input, { name: '' })],
    series: [
      { type: 'bar', name: measureTitle(bars, input.format), data: seriesValues(input, bars), barMaxWidth: 16 },
      ...(second ? [{ type: 'scatter', name: measureTitle(second, input.format), xAxisIndex: 1, data: seriesValues(input, second), symbolSize: 8 }] : []),
    ],
  };
}
