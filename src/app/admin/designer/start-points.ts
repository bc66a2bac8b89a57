// Where a design starts (issue 24 item 1): nothing, an existing ext_ table (its columns and types
// read from the database), or an earlier design record.
import type { CrudField } from '../../../generated/schema-types';
import { designerApi, type TableColumn } from './designer-api';
import { emptyDesign, fromDocument, newUid, presetField, screenIdOf, stripPrefix, type DesignField, type DesignState } from './design-state';
import { defaultWidget } from './field-edits';

export type StartPoint = { kind: 'new' } | { kind: 'table'; table: string } | { kind: 'record'; id: string };

export function startPointOf(search: URLSearchParams): StartPoint {
  const record = search.get('record');
  if (record) return { kind: 'record', id: record };
  const table = search.get('table');
  if (table) return { kind: 'table', table };
  return { kind: 'new' };
}

function columnField(column: TableColumn): DesignField {
  if (column.name === 'id' && column.primaryKey && column.type === 'integer') return presetField('id', 'id');
  if (column.name === 'created_at' && column.type === 'timestamp') return presetField('createdAt', 'created_at');
  if (column.name === 'updated_at' && column.type === 'timestamp') return presetField('updatedAt', 'updated_at');
  const field: CrudField = {
    key: column.name,
    label: { 'zh-cn': column.name, en: column.name },
    type: column.type,
    ...(column.length ? { length: column.length } : {}),
    ...(column.precision ? { precision: column.precision } : {}),
    ...(column.scale !== undefined && column.type === 'decimal' ? { scale: column.scale } : {}),
    ...(column.nullable ? { nullable: true } : {}),
    list: {},
    ...(column.primaryKey ? {} : { form: { widget: defaultWidget(column.type) } }),
  };
  return { uid: newUid(), origin: column.name, primaryKey: !!column.primaryKey, field };
}

/** A design over an existing table: one field per column, the standard ones as presets. */
export function fromColumns(table: string, columns: readonly TableColumn[]): DesignState {
  const name = stripPrefix(table);
  return { ...emptyDesign(), table: name, id: screenIdOf(name), title: { 'zh-cn': name, en: name }, fields: columns.map(columnField) };
}

export interface Started {
  state: DesignState;
  /** The table exists already (its name is fixed). */
  tableFixed: boolean;
}

export async function loadStart(start: StartPoint): Promise<Started> {
  if (start.kind === 'record') return { state: fromDocument((await designerApi.record(start.id)).design), tableFixed: true };
  if (start.kind === 'table') return { state: fromColumns(start.table, await designerApi.columns(start.table)), tableFixed: true };
  return { state: emptyDesign(), tableFixed: false };
}
