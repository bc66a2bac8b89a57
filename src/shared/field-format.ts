// How a basic-database value reads, by its column type's format (schemas/registry/column-types.json):
// value in, text out. The engine's table, detail drawer and detail page show values through this,
// and the server's export writes the same words for enums, flags and tags and describes its filters
// with it, so a value reads the same on screen and in the workbook.
import columnTypesFile from '../../schemas/registry/column-types.json';
import type { DatabaseField } from '../generated/schema-types';
import { formatNumber } from './number-format';

export type Locale = 'zh-cn' | 'en';

/** The parts of a schema field that decide how its values read. */
export type FieldFormatSpec = Pick<DatabaseField, 'type' | 'options' | 'percentScale'>;

const formats = new Map(columnTypesFile.types.map((t) => [t.id, t.format]));

/** The formatter id of a column type; an unknown type is an error, never a silent default. */
export function columnFormat(type: string): string {
  const format = formats.get(type);
  if (!format) throw new Error(`unknown column type "${type}"`);
  return format;
}

/**
 * A percent value as a fraction (0.647 for 64.7 %), whatever unit the field's table stores it in
 * (its schema's percentScale): what the % formatters of the screen and of Excel both expect.
 */
export function percentFraction(field: Pick<FieldFormatSpec, 'percentScale'>, value: number): number {
  return field.percentScale === 'points' ? value / 100 : value;
}

const yesNo: Record<Locale, [string, string]> = { 'zh-cn': ['是', '否'], en: ['Yes', 'No'] };

function numberText(value: number, locale: Locale, digits: { min: number; max: number; grouping?: boolean }): string {
  return formatNumber(value, locale, {
    minimumFractionDigits: digits.min,
    maximumFractionDigits: digits.max,
    useGrouping: digits.grouping ?? true,
  });
}

/** The label of an enum value in the user's language (zh-cn the fallback), else the value itself. */
export function optionText(field: Pick<FieldFormatSpec, 'options'>, value: unknown, locale: Locale): string {
  const option = field.options?.find((o) => o.value === value);
  return option ? option.label[locale] || option.label['zh-cn'] : String(value);
}

export function formatFieldValue(field: FieldFormatSpec, value: unknown, locale: Locale): string {
  if (value === null || value === undefined || value === '') return '';
  const number = typeof value === 'number';
  switch (columnFormat(field.type)) {
    case 'number':
      return number ? numberText(value, locale, { min: 0, max: 2 }) : String(value);
    case 'integer':
      return number ? numberText(value, locale, { min: 0, max: 0 }) : String(value);
    case 'year':
      // A calendar year is a name, not a quantity: 2024, never 2,024.
      return number ? numberText(value, locale, { min: 0, max: 0, grouping: false }) : String(value);
    case 'money':
      return number ? numberText(value, locale, { min: 2, max: 2 }) : String(value);
    case 'percent':
      return number ? `${numberText(percentFraction(field, value) * 100, locale, { min: 2, max: 2 })}%` : String(value);
    case 'datetime':
      return String(value).replace('T', ' ').slice(0, 19);
    case 'enum':
      return optionText(field, value, locale);
    case 'tags':
      // Elements read as their option labels where the schema gives them (国家集采 → National VBP).
      return Array.isArray(value) ? value.map((v) => optionText(field, v, locale)).join(locale === 'en' ? ', ' : '、') : String(value);
    case 'bool':
      return value ? yesNo[locale][0] : yesNo[locale][1];
    default:
      return String(value);
  }
}
