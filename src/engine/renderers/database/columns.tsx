// Schema fields → table columns: header label, width, alignment and a plain formatter per cell.
// Link fields become anchors when the app knows the target's detail address.
import type { TableColumn } from '../../adapters/table/DataTable';
import { alignOf, formatValue } from '../../schema/format';
import { pickLabel } from '../../schema/label';
import type { DatabaseField, Locale } from '../../schema/types';

export type DetailHref = (databaseId: string, rowId: string) => string | null;

export function fieldColumns(fields: DatabaseField[], locale: Locale, detailHref?: DetailHref): TableColumn[] {
  return fields.map((field) => ({
    key: field.key,
    title: pickLabel(field.label, locale),
    width: field.width,
    align: alignOf(field),
    sortable: Boolean(field.sortable),
    render: (row) => {
      const text = formatValue(field, row[field.key], locale);
      const target = field.link && row[field.link.by] != null ? detailHref?.(field.link.database, String(row[field.link.by])) : null;
      if (!target) return <span title={text}>{text}</span>;
      return (
        <a href={target} title={text} onClick={(e) => e.stopPropagation()}>
          {text}
        </a>
      );
    },
  }));
}

/** Columns a user can ever see (not `hidden`), in schema order. */
export function visibleFields(fields: DatabaseField[]): DatabaseField[] {
  return fields.filter((f) => !f.hidden);
}
