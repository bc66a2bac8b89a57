// Measure labels and formats from registry/market.json, and the number units of spec §9 (src/shared).
import { dimensions as registryDimensions, measures as registryMeasures } from '../../../../schemas/registry/market.json';
import type { MeasureFormat, MeasureInfo, NumberUnit } from '../../adapters/chart/measure-format';
import { CHANGE_MEASURES, SCALED_MEASURES } from '../../../shared/market-measures';
import { findNumberUnit, NUMBER_UNITS, type NumberUnitId } from '../../../shared/number-units';
import { pickLabel } from '../../schema/label';
import type { Label, Locale } from '../../schema/types';

interface MeasureEntry {
  id: string;
  label: Label;
  format: MeasureFormat;
}

const entries = new Map((registryMeasures as MeasureEntry[]).map((m) => [m.id, m]));
const dimensions = new Map((registryDimensions as { id: string; label: Label }[]).map((d) => [d.id, d.label]));


export function measureInfo(id: string, locale: Locale): MeasureInfo {
  const entry = entries.get(id);
  if (!entry) throw new Error(`unknown measure "${id}"`);
  return { id, label: pickLabel(entry.label, locale), format: entry.format, scaled: SCALED_MEASURES.has(id), change: CHANGE_MEASURES.has(id) };
}

export function dimensionLabel(id: string, locale: Locale): string {
  return pickLabel(dimensions.get(id), locale) || id;
}

export const DEFAULT_UNIT: NumberUnitId = 'TEN_THOUSAND';

export function numberUnits(locale: Locale): NumberUnit[] {
  return NUMBER_UNITS.map((u) => ({ id: u.id, divisor: u.factor, label: u.label[locale] }));
}

/** The unit of that id in the locale; the default unit for an unknown id (a hand-edited URL). */
export function numberUnit(id: string, locale: Locale): NumberUnit {
  const unit = findNumberUnit(id) ?? findNumberUnit(DEFAULT_UNIT)!;
  return { id: unit.id, divisor: unit.factor, label: unit.label[locale] };
}
