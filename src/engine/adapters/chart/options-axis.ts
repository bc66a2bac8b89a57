// Charts over a category axis: the trend combo (bars + growth line on a second axis), Top-N bars,
// province bars and price bands.
import type { EChartsCoreOption } from 'echarts/core';
import type { ChartInput, ChartRow } from './chart-input';
import { CHANGE_COLORS, changeDirection, formatCompact, formatMeasure, formatTick, measureTitle, type MeasureInfo } from './measure-format';
import { axisTooltip, rowTooltip } from './tooltip';

const NAME_WIDTH = 116;
const MUTED = '#8c8c8c';
const DEFAULT_WIDTH = 480;

function valueAxis(measure: MeasureInfo, input: ChartInput, extra: Record<string, unknown> = {}) {
  return {
    type: 'value',
    name: measureTitle(measure, input.format),
    nameTextStyle: { align: 'left', color: MUTED },
    axisLabel: { formatter: (v: number) => formatTick(v, measure, input.format), hideOverlap: true },
    splitNumber: 4,
    splitLine: { lineStyle: { type: 'dashed' } },
    ...extra,
  };
}

function seriesValues(input: ChartInput, measure: MeasureInfo): (number | null)[] {
  return input.rows.map((r) => r.values[measure.id] ?? null);
}

/** Rough width of a label in pixels at 11–12 px: CJK characters are square, Latin ones about half. */
export function textWidth(text: string, size = 12): number {
  let width = 0;
  for (const c of text) width += c.charCodeAt(0) > 0x2e80 ? size : size * 0.58;
  return width;
}

/**
 * Member names on a horizontal category axis are all shown (a province or price band must never go
 * missing): level when they fit their slot, turned 45° when not.
 */
export function memberAxisLabel(input: ChartInput, names: string[] = input.rows.map((r) => r.name)) {
  if (input.periodAxis) return { hideOverlap: true };
  const slot = (input.widthHint ?? DEFAULT_WIDTH) / Math.max(1, names.length);
  const widest = Math.max(0, ...names.map((name) => textWidth(name, 11)));
  // Turned names are cut at a width (full name in the tooltip) so that they leave the plot its height.
  const turned = widest > slot;
  return { interval: 0, fontSize: 11, rotate: turned ? 45 : 0, hideOverlap: slot < 13, ...(turned ? { width: 100, overflow: 'truncate' } : {}) };
}

/** Bars of the first measure, the second (if any) as a line on its own right-hand axis. */
export function verticalCombo(input: ChartInput): EChartsCoreOption {
  const [bars, second] = input.measures;
  return {
    tooltip: { trigger: 'axis', formatter: axisTooltip(input.rows, input.measures, input.format, input.texts) },
    legend: { top: 0, data: input.measures.map((m) => measureTitle(m, input.format)) },
    grid: { left: 8, right: 8, top: 40, bottom: 8, containLabel: true },
    xAxis: { type: 'category', data: input.rows.map((r) => r.name), axisTick: { alignWithLabel: true }, axisLabel: memberAxisLabel(input) },
    yAxis: second ? [valueAxis(bars, input, { name: '' }), valueAxis(second, input, { name: '', splitLine: { show: false } })] : [valueAxis(bars, input, { name: '' })],
    series: [
      { type: 'bar', name: measureTitle(bars, input.format), data: seriesValues(input, bars), barMaxWidth: 28, itemStyle: { borderRadius: [3, 3, 0, 0] } },
      ...(second ? [{ type: 'line', name: measureTitle(second, input.format), yAxisIndex: 1, data: seriesValues(input, second), smooth: true, connectNulls: false }] : []),
    ],
  };
}

/** "+12.3%" / "-4.0%" / 新进 for the right-hand column of a Top-N chart, as rich text coloured by direction. */
function sideLabel(row: ChartRow | undefined, measure: MeasureInfo, input: ChartInput): string {
  const value = row?.values[measure.id] ?? null;
  if (value === null && row?.isNew && measure.id === 'growth') return `{new|${input.texts.newEntry}}`;
  const direction = changeDirection(value, measure);
  const text = formatMeasure(value, measure, input.format);
  return `{${direction ?? 'flat'}|${direction === 'up' && !text.startsWith('+') && !text.startsWith('↑') ? '+' : ''}${text}}`;
}

/**
 * Top-N: horizontal bars, largest on top, names on the left and each bar's value at its end; a second
 * measure (growth, contribution…) as a column of coloured figures on the right. No value axes: the
 * labels carry the numbers, so nothing crowds however narrow the card.
 */
export function horizontalTopN(full: ChartInput): EChartsCoreOption {
  // 其他 (often bigger than all the leaders together) would flatten the bars; tables and donuts show it.
  const input = { ...full, rows: full.rows.filter((r) => !r.other) };
  const [bars, second] = input.measures;
  const names = input.rows.map((r) => r.name);
  const axisName = (measure: MeasureInfo, align: 'left' | 'right') => ({
    name: measureTitle(measure, input.format),
    nameLocation: 'start',
    nameGap: 10,
    nameTextStyle: { color: MUTED, fontSize: 11, align },
  });
  const category = { type: 'category', inverse: true, data: names, axisTick: { show: false } };
  // The longest bar leaves this much of the plot for its label (more when a second column follows).
  const ROOM = second ? 1.5 : 1.35;
  return {
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' }, formatter: rowTooltip(input.rows, input.measures, input.format, input.texts) },
    grid: { left: 8, right: second ? 4 : 12, top: 28, bottom: 4, containLabel: true },
    yAxis: [
      { ...category, ...axisName(bars, 'left'), axisLabel: { width: NAME_WIDTH, overflow: 'truncate', color: '#333' } },
      ...(second
        ? [
            {
              ...category,
              ...axisName(second, 'right'),
              position: 'right',
              axisLine: { show: false },
              axisLabel: {
                formatter: (_: string, index: number) => sideLabel(input.rows[index], second, input),
                rich: {
                  up: { color: CHANGE_COLORS.up, fontSize: 11 },
                  down: { color: CHANGE_COLORS.down, fontSize: 11 },
                  flat: { color: '#333', fontSize: 11 },
                  new: { color: '#0b6478', fontSize: 11 },
                },
              },
            },
          ]
        : []),
    ],
    xAxis: {
      type: 'value',
      // Room at the bar ends for their labels.
      max: (v: { max: number }) => (v.max > 0 ? v.max * ROOM : 0),
      min: (v: { min: number }) => (v.min < 0 ? v.min * ROOM : 0),
      axisLabel: { show: false },
      axisLine: { show: false },
      axisTick: { show: false },
      splitLine: { show: false },
    },
    series: [
      {
        type: 'bar',
        name: measureTitle(bars, input.format),
        barMaxWidth: 14,
        data: input.rows.map((r) => {
          const value = r.values[bars.id] ?? null;
          return { value, label: { position: value !== null && value < 0 ? 'left' : 'right' } };
        }),
        itemStyle: { borderRadius: 2 },
        label: { show: true, fontSize: 11, color: '#444', formatter: (p: { value: unknown }) => formatCompact(typeof p.value === 'number' ? p.value : null, bars, input.format) },
      },
    ],
  };
}
