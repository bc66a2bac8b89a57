// Measure labels and formats from registry/market.json, and the number units of spec §9.
import marketRegistry from '../../../../schemas/registry/market.json';
import type { MeasureFormat, MeasureInfo, NumberUnit } from '../../adapters/chart/measure-format';
import { pickLabel } from '../../schema/label';
import type { Label, Locale } from '../../schema/types';

interface MeasureEntry {
  id: string;
  label: Label;
  format: MeasureFormat;
}

const entries = new Map((marketRegistry.measures as MeasureEntry[]).map((m) => [m.id, m]));
const dimensions = new Map((marketRegistry.dimensions as { id: string; label: Label }[]).map((d) => [d.id, d.label]));

// Sales, increments and volumes follow the unit switch; prices, rates, counts and indices do not.
const SCALED = new Set(['amount', 'delta', 'units', 'stdUnits']);

export function measureInfo(id: string, locale: Locale): MeasureInfo {
  const entry = entries.get(id);
  if (!entry) throw new Error(`unknown measure "${id}"`);
  return { id, label: pickLabel(entry.label, locale), format: entry.format, scaled: SCALED.has(id) };
}

export function dimensionLabel(id: string, locale: Locale): string {
  return pickLabel(dimensions.get(id), locale) || id;
}

interface UnitEntry {
  id: string;
  divisor: number;
  label: Label;
}

// Spec §9: 千 1e3 … 十亿 1e9, plus plain 元 (no division).
const UNITS: UnitEntry[] = [
  { id: '1', divisor: 1, label: { 'zh-cn': '', en: '' } },
  { id: '1e3', divisor: 1e3, label: { 'zh-cn': '千', en: 'thousand' } },
  { id: '1e4', divisor: 1e4, label: { 'zh-cn': '万', en: '10k' } },
  { id: '1e5', divisor: 1e5, label: { 'zh-cn': '十万', en: '100k' } },
  { id: '1e6', divisor: 1e6, label: { 'zh-cn': '百万', en: 'million' } },
  { id: '1e7', divisor: 1e7, label: { 'zh-cn': '千万', en: '10 million' } },
  { id: '1e8', divisor: 1e8, label: { 'zh-cn': '亿', en: '100 million' } },
  { id: '1e9', divisor: 1e9, label: { 'zh-cn': '十亿', en: 'billion' } },
];

export const DEFAULT_UNIT = '1e4';

export function numberUnits(locale: Locale): NumberUnit[] {
  return UNITS.map((u) => ({ id: u.id, divisor: u.divisor, label: pickLabel(u.label, locale) }));
}

export function numberUnit(id: string, locale: Locale): NumberUnit {
  return numberUnits(locale).find((u) => u.id === id) ?? numberUnits(locale).find((u) => u.id === DEFAULT_UNIT)!;
}
