// Plain cell formatters by column type: value in, text out. Table cells, the detail drawer and the
// detail page all show values through these, so a value looks the same everywhere and no cell is a
// component with state of its own. The words themselves live in src/shared/field-format.ts, which
// the server's export uses too.
import { formatFieldValue } from '../../shared/field-format';
import { columnType } from './registry';
import type { DatabaseField, Locale } from './types';

export function formatValue(field: DatabaseField, value: unknown, locale: Locale): string {
  return formatFieldValue(field, value, locale);
}

export function alignOf(field: DatabaseField): 'left' | 'right' | 'center' {
  return columnType(field.type).align;
}
