// Tooltip formatters: HTML built only from escaped strings (names come from data), numbers formatted
// like the rest of the page.
import type { ChartRow, ChartTexts } from './chart-input';
import { escapeHtml } from './escape-html';
import { formatMeasure, measureTitle, type MeasureInfo, type ValueFormat } from './measure-format';

interface AxisParam {
  seriesName?: string;
  seriesIndex?: number;
  dataIndex?: number;
  name?: string;
  marker?: unknown;
  value?: unknown;
}

function line(marker: unknown, label: string, value: string): string {
  // The marker is echarts' own colour dot (a span it generates), not data.
  return `${typeof marker === 'string' ? marker : ''}${escapeHtml(label)}: <b>${escapeHtml(value)}</b>`;
}

type EmptyTexts = Pick<ChartTexts, 'newEntry' | 'noComparison'>;

/** A row's value as text: 新进 for growth from nothing, the reason for a change without a comparison period. */
function valueText(row: ChartRow | undefined, measure: MeasureInfo, value: number | null, format: ValueFormat, texts: EmptyTexts): string {
  if (value === null && row?.isNew && measure.id === 'growth') return texts.newEntry;
  if (value === null && row?.noComparison && measure.change) return texts.noComparison;
  return formatMeasure(value, measure, format);
}

/** Category-axis charts: the row's name, then one line per series with its measure's format. */
export function axisTooltip(rows: ChartRow[], seriesMeasures: MeasureInfo[], format: ValueFormat, texts: EmptyTexts) {
  return (raw: unknown): string => {
    const params = (Array.isArray(raw) ? raw : [raw]) as AxisParam[];
    if (params.length === 0) return '';
    const row = rows[params[0].dataIndex ?? -1];
    const lines = params.map((p) => {
      const measure = seriesMeasures[p.seriesIndex ?? 0];
      const value = typeof p.value === 'number' ? p.value : null;
      return line(p.marker, measureTitle(measure, format), valueText(row, measure, value, format, texts));
    });
    return [escapeHtml(row?.name ?? p0Name(params)), ...lines].join('<br/>');
  };
}

function p0Name(params: AxisParam[]): string {
  return params[0].name ?? '';
}

/** Multi-series charts where every series shares one measure (lines per product, stacked bars). */
export function seriesTooltip(measure: MeasureInfo, format: ValueFormat) {
  return (raw: unknown): string => {
    const params = (Array.isArray(raw) ? raw : [raw]) as AxisParam[];
    if (params.length === 0) return '';
    const lines = params.map((p) => line(p.marker, p.seriesName ?? '', formatMeasure(typeof p.value === 'number' ? p.value : null, measure, format)));
    return [escapeHtml(p0Name(params)), ...lines].join('<br/>');
  };
}

/** One item (donut slice, treemap tile): name, value and its percentage of the whole. */
export function itemTooltip(measure: MeasureInfo, format: ValueFormat) {
  return (raw: unknown): string => {
    const p = raw as AxisParam & { percent?: number };
    const value = typeof p.value === 'number' ? p.value : null;
    const percent = typeof p.percent === 'number' ? ` (${p.percent.toFixed(1)}%)` : '';
    return `${escapeHtml(p.name ?? '')}<br/>${line(p.marker, measureTitle(measure, format), formatMeasure(value, measure, format) + percent)}`;
  };
}

/** Bubble: the member's name and its three measures. */
export function bubbleTooltip(measures: MeasureInfo[], format: ValueFormat) {
  return (raw: unknown): string => {
    const p = raw as AxisParam & { data?: { name?: string; value?: (number | null)[] } };
    const values = p.data?.value ?? [];
    return [escapeHtml(p.data?.name ?? ''), ...measures.map((m, i) => line('', measureTitle(m, format), formatMeasure(values[i], m, format)))].join('<br/>');
  };
}

/** Heat-map cell: row × column and the value (plus its seasonal index when the colours show that). */
export function cellTooltip(rowNames: string[], columnNames: string[], measure: MeasureInfo, format: ValueFormat, seasonal?: { cells: (number | null)[][]; index: MeasureInfo }) {
  return (raw: unknown): string => {
    const p = raw as AxisParam & { data?: [number, number, number | null] };
    const [x, y, shown] = p.data ?? [0, 0, null];
    const value = seasonal ? (seasonal.cells[y]?.[x] ?? null) : shown;
    const lines = [line('', measureTitle(measure, format), formatMeasure(value, measure, format))];
    if (seasonal) lines.push(line('', seasonal.index.label, shown === null ? '-' : shown.toFixed(2)));
    return `${escapeHtml(rowNames[y] ?? '')} · ${escapeHtml(columnNames[x] ?? '')}<br/>${lines.join('<br/>')}`;
  };
}

/** Every measure of the hovered row, from the row itself (Top-N bars draw only the first as a series). */
export function rowTooltip(rows: ChartRow[], measures: MeasureInfo[], format: ValueFormat, texts: EmptyTexts) {
  return (raw: unknown): string => {
    const params = (Array.isArray(raw) ? raw : [raw]) as AxisParam[];
    if (params.length === 0) return '';
    const row = rows[params[0].dataIndex ?? -1];
    if (!row) return escapeHtml(p0Name(params));
    const lines = measures.map((measure, i) => {
      const value = row.values[measure.id] ?? null;
      return line(i === 0 ? params[0].marker : '', measureTitle(measure, format), valueText(row, measure, value, format, texts));
    });
    return [escapeHtml(row.name), ...lines].join('<br/>');
  };
}
