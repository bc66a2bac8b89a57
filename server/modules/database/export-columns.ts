// The columns of an export as the list shows them: header in the session's language, enum codes as
// their labels (Rx → 处方药), flags and tags as words, numbers as real numbers with an Excel number
// format (a percentage as a fraction under 0.00%, a year without grouping, dates as dates), and a
// width taken from the schema's pixel width.
import { columnFormat, formatFieldValue, percentFraction, type Locale } from '../../../src/shared/field-format';
import type { CatalogueEntry, SchemaField } from './catalogue';

export interface ExportColumn {
  key: string;
  header: string;
  /** Excel column width in characters. */
  width: number;
  /** Excel number format of the column's cells (none: text or General). */
  numFmt?: string;
  cell(value: unknown): string | number | Date | null;
}

/** Roughly 7 px per character of Calibri 11, Excel's default font. */
const PX_PER_CHAR = 7;
const MIN_WIDTH = 8;
const MAX_WIDTH = 60;

const NUMBER_FORMATS: Record<string, string> = {
  number: '#,##0.##',
  integer: '#,##0',
  year: '0',
  money: '#,##0.00',
  percent: '0.00%',
  date: 'yyyy-mm-dd',
};

// Rounded like the screen (at most 2 decimals; 4 for a fraction, i.e. 2 of its percent), so no float
// noise such as 64.69999999 reaches the sheet.
const round = (value: number, digits: number) => Number(value.toFixed(digits));

function numberCell(format: string, field: SchemaField, value: number): number {
  switch (format) {
    case 'percent':
      return round(percentFraction(field, value), 6);
    case 'integer':
    case 'year':
      return Math.round(value);
    default:
      return round(value, 2);
  }
}

/** 'YYYY-MM-DD' as a date at UTC midnight: ExcelJS writes a Date as its UTC serial day. */
function dateCell(value: unknown): Date | string {
  const text = String(value);
  return /^\d{4}-\d{2}-\d{2}$/.test(text) ? new Date(`${text}T00:00:00Z`) : text;
}

function column(key: string, field: SchemaField | undefined, locale: Locale): ExportColumn {
  const header = field ? field.label[locale] || field.label['zh-cn'] : key;
  const width = Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, field?.width ? Math.round(field.width / PX_PER_CHAR) : header.length * 2 + 2));
  if (!field) return { key, header, width, cell: (value) => (value === null || value === undefined ? null : String(value)) };
  const format = columnFormat(field.type);
  const numFmt = NUMBER_FORMATS[format];
  return {
    key,
    header,
    width,
    numFmt,
    cell(value) {
      if (value === null || value === undefined || value === '') return null;
      if (typeof value === 'number' && numFmt) return numberCell(format, field, value);
      if (format === 'date') return dateCell(value);
      return formatFieldValue(field, value, locale);
    },
  };
}

export function exportColumns(entry: CatalogueEntry, keys: string[], locale: Locale): ExportColumn[] {
  return keys.map((key) => column(key, entry.schemaFields?.[key], locale));
}
