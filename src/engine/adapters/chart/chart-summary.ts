// The text alternative of a chart (issue 14, WCAG 1.1.1): its data as words, read from the option the
// chart draws, so every chart type gets one without each renderer writing its own. Screen readers get
// the title plus, per series, its first values: "销售额: 2022 1.2, 2023 1.5, …".
import type { EChartsCoreOption } from 'echarts/core';

const MAX_SERIES = 4;
const MAX_POINTS = 12;

interface AxisLike {
  type?: string;
  data?: unknown[];
}

interface SeriesLike {
  name?: unknown;
  data?: unknown[];
}

function asArray<T>(value: T | T[] | undefined): T[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

function categoryNames(option: Record<string, unknown>): string[] {
  const axes = [...asArray(option.xAxis as AxisLike | AxisLike[]), ...asArray(option.yAxis as AxisLike | AxisLike[])];
  const category = axes.find((axis) => axis.type === 'category' && Array.isArray(axis.data));
  return (category?.data ?? []).map((item) => String(typeof item === 'object' && item !== null && 'value' in item ? (item as { value: unknown }).value : item));
}

function number(value: unknown): string {
  return typeof value === 'number' ? value.toLocaleString('en-US', { maximumFractionDigits: 2 }) : String(value);
}

/** One point as "name value" (a pie slice, a bar over a category) or the bare value. */
function point(item: unknown, index: number, categories: string[]): string {
  if (Array.isArray(item)) return item.map(number).join(' ');
  if (typeof item === 'object' && item !== null) {
    const { name, value } = item as { name?: unknown; value?: unknown };
    const shown = Array.isArray(value) ? value.map(number).join(' ') : number(value);
    return name === undefined ? shown : `${String(name)} ${shown}`;
  }
  return categories[index] === undefined ? number(item) : `${categories[index]} ${number(item)}`;
}

/** The chart's data in words, or '' when the option holds no series data. */
export function chartSummary(option: EChartsCoreOption | null): string {
  if (!option) return '';
  const categories = categoryNames(option as Record<string, unknown>);
  const series = asArray((option as { series?: SeriesLike | SeriesLike[] }).series).filter((s) => Array.isArray(s.data) && s.data.length > 0);
  const parts = series.slice(0, MAX_SERIES).map((s) => {
    const data = s.data ?? [];
    const points = data.slice(0, MAX_POINTS).map((item, index) => point(item, index, categories));
    const more = data.length > MAX_POINTS ? ', …' : '';
    return `${typeof s.name === 'string' && s.name ? `${s.name}: ` : ''}${points.join(', ')}${more}`;
  });
  return parts.join('; ');
}
