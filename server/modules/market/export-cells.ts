// One exported value as the page's table shows it: money and volumes in the chosen number unit,
// rounded to the decimals on screen, with an Excel number format that reads the same (percent for
// growth and shares, points for share changes, arrows for rank changes); a dash for no value and
// 新进 for growth from nothing.
import marketRegistry from '../../../schemas/registry/market.json';
import { CHANGE_MEASURES, SCALED_MEASURES, unitTitle, type MeasureFormat } from '../../../src/shared/market-measures';
import type { NUMBER_UNITS } from '../../../src/shared/number-units';
import type { Locale } from '../../http/messages';

/** A number unit of the page's switch (src/shared/number-units). */
export type ExportUnit = Pick<(typeof NUMBER_UNITS)[number], 'factor' | 'label'>;

export interface ExportCell {
  value: number | string;
  numFmt?: string;
}

const MEASURES = new Map(marketRegistry.measures.map((m) => [m.id, m as { id: string; label: Record<Locale, string>; format: MeasureFormat }]));

const NEW_ENTRY: Record<Locale, string> = { 'zh-cn': '新进', en: 'New' };
const NO_VALUE = '-';

/** Decimals and Excel format of a value as formatMeasure (src/engine/adapters/chart) prints it. */
function shape(id: string, format: MeasureFormat, unit: ExportUnit): { factor: number; digits: number; numFmt: string } {
  const scaled = SCALED_MEASURES.has(id);
  const factor = scaled ? unit.factor : 1;
  switch (format) {
    case 'money':
      return { factor, digits: 2, numFmt: '#,##0.00' };
    case 'percent':
      // Fractions shown with one decimal of a percent: 0.1234 → 12.3 %.
      return { factor: 1, digits: 3, numFmt: '0.0%' };
    case 'points':
      return { factor: 1, digits: 2, numFmt: '+0.00"pp";-0.00"pp";0.00"pp"' };
    case 'index':
      return { factor: 1, digits: 1, numFmt: '0.0' };
    case 'integer':
      if (CHANGE_MEASURES.has(id) && !scaled) return { factor: 1, digits: 0, numFmt: '"↑"0;"↓"0;0' };
      return scaled && factor !== 1 ? { factor, digits: 2, numFmt: '#,##0.00' } : { factor, digits: 0, numFmt: '#,##0' };
  }
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

export function exportCell(id: string, value: unknown, unit: ExportUnit, locale: Locale, isNew = false): ExportCell {
  if (typeof value !== 'number' || !Number.isFinite(value)) return { value: isNew && id === 'growth' ? NEW_ENTRY[locale] : NO_VALUE };
  const measure = MEASURES.get(id);
  if (!measure) return { value };
  const { factor, digits, numFmt } = shape(id, measure.format, unit);
  // `|| 0`: a value that rounds to zero is 0, never −0.
  return { value: round(value / factor, digits) || 0, numFmt };
}

/** The column title as on screen: "销售额（万元）" / "Sales (10k RMB)". */
export function exportTitle(id: string, unit: ExportUnit, locale: Locale): string {
  const measure = MEASURES.get(id);
  if (!measure) return id;
  return unitTitle(measure.label[locale], measure.format, SCALED_MEASURES.has(id) ? unit.label[locale] : '', locale);
}
