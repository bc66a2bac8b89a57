// Where a design starts (issue 24 item 1): nothing, an existing ext_ table (its columns and types
// read from the database; the screen stored over it, when there is one), or an earlier record.
import type { CrudField } from '../../../generated/schema-types';
import type { DesignedColumn } from '../../../shared/crud/designer';
import { designerApi } from './designer-api';
import { emptyDesign, fromDocument, newUid, screenIdOf, stripPrefix, type DesignField, type DesignState } from './design-state';
import { defaultWidget } from './field-edits';

export type StartPoint = { kind: 'new' } | { kind: 'table'; table: string } | { kind: 'record'; id: string };

export function startPointOf(search: URLSearchParams): StartPoint {
  const record = search.get('record');
  if (record) return { kind: 'record', id: record };
  const table = search.get('table');
  if (table) return { kind: 'table', table };
  return { kind: 'new' };
}

/** A column as a field: shown in the list, in the form unless it is the key or a time the service fills. */
function columnField(column: DesignedColumn): DesignField {
  const filled = column.primaryKey || column.key === 'created_at' || column.key === 'updated_at';
  const field: CrudField = {
    key: column.key,
    label: { 'zh-cn': column.key, en: column.key },
    type: column.type,
    ...(column.length ? { length: column.length } : {}),
    ...(column.type === 'decimal' ? { precision: column.precision, scale: column.scale } : {}),
    ...(column.nullable ? { nullable: true } : {}),
    ...(column.unique ? { unique: true } : {}),
    ...(column.default !== undefined && column.default !== null ? { default: column.default } : {}),
    ...(filled ? { readOnly: true } : { form: { widget: defaultWidget(column.type) } }),
    list: {},
  };
  return { uid: newUid(), origin: column.key, primaryKey: column.primaryKey, field };
}

/** A design over an existing table: one field per column. */
export function fromColumns(table: string, columns: readonly DesignedColumn[]): DesignState {
  const name = stripPrefix(table);
  return { ...emptyDesign(), table: name, id: screenIdOf(name), title: { 'zh-cn': name, en: name }, fields: columns.map(columnField) };
}

export interface Started {
  state: DesignState;
  /** The table exists already (its name is fixed). */
  tableFixed: boolean;
}

export async function loadStart(start: StartPoint): Promise<Started> {
  if (start.kind === 'record') return { state: fromDocument(await designerApi.recordDesign(start.id)), tableFixed: true };
  if (start.kind === 'table') {
    const { table, columns, design } = await designerApi.columns(start.table);
    return { state: design ? fromDocument(design) : fromColumns(table, columns), tableFixed: true };
  }
  return { state: emptyDesign(), tableFixed: false };
}
