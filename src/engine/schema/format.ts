// Plain cell formatters by column type: value in, text out. Table cells, the detail drawer and the
// detail page all show values through these, so a value looks the same everywhere and no cell is a
// component with state of its own.
import { pickLabel } from './label';
import { columnType } from './registry';
import type { DatabaseField, Locale } from './types';

const yesNo: Record<Locale, [string, string]> = { 'zh-cn': ['是', '否'], en: ['Yes', 'No'] };

function numberText(value: number, locale: Locale, digits: { min: number; max: number }): string {
  return value.toLocaleString(locale === 'en' ? 'en-US' : 'zh-CN', { minimumFractionDigits: digits.min, maximumFractionDigits: digits.max });
}

export function formatValue(field: DatabaseField, value: unknown, locale: Locale): string {
  if (value === null || value === undefined || value === '') return '';
  switch (columnType(field.type).format) {
    case 'number':
      return typeof value === 'number' ? numberText(value, locale, { min: 0, max: 2 }) : String(value);
    case 'integer':
      return typeof value === 'number' ? numberText(value, locale, { min: 0, max: 0 }) : String(value);
    case 'money':
      return typeof value === 'number' ? numberText(value, locale, { min: 2, max: 2 }) : String(value);
    case 'percent':
      // Shares are stored as fractions (0.125 = 12.50%).
      return typeof value === 'number' ? `${numberText(value * 100, locale, { min: 2, max: 2 })}%` : String(value);
    case 'datetime':
      return String(value).replace('T', ' ').slice(0, 19);
    case 'enum': {
      const option = field.options?.find((o) => o.value === value);
      return option ? pickLabel(option.label, locale) : String(value);
    }
    case 'tags':
      return Array.isArray(value) ? value.join(locale === 'en' ? ', ' : '、') : String(value);
    case 'bool':
      return value ? yesNo[locale][0] : yesNo[locale][1];
    default:
      return String(value);
  }
}

export function alignOf(field: DatabaseField): 'left' | 'right' | 'center' {
  return columnType(field.type).align;
}
