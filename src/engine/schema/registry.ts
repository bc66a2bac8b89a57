// The closed vocabularies of schemas/registry: column types (alignment, cell format, default filter
// widget per operator) and widgets (where each may be used). A name outside them is an error here,
// never a silent fallback to some default component.
import columnTypesFile from '../../../schemas/registry/column-types.json';
import widgetsFile from '../../../schemas/registry/widgets.json';
import type { DatabaseField } from './types';

export interface ColumnTypeEntry {
  id: string;
  align: 'left' | 'right' | 'center';
  format: string;
  operators: string[];
  filterWidgets: Record<string, string>;
}

export interface WidgetEntry {
  id: string;
  contexts: string[];
  component: string;
  props?: Record<string, unknown>;
  options: 'none' | 'required' | 'optional';
  /** The module whose browser bundle draws it (absent: the product's own). */
  module?: string;
}

const columnTypes = new Map((columnTypesFile.types as unknown as ColumnTypeEntry[]).map((t) => [t.id, t]));
const widgets = new Map((widgetsFile.widgets as unknown as WidgetEntry[]).map((w) => [w.id, w]));

export function columnType(id: string): ColumnTypeEntry {
  const entry = columnTypes.get(id);
  if (!entry) throw new Error(`unknown column type "${id}"`);
  return entry;
}

/** The filter widget of a field: its own `filter.widget`, else its column type's default for the operator. */
export function filterWidget(field: DatabaseField): WidgetEntry {
  if (!field.filter) throw new Error(`field "${field.key}" has no filter`);
  const id = field.filter.widget ?? columnType(field.type).filterWidgets[field.filter.op];
  const entry = id ? widgets.get(id) : undefined;
  if (!entry || !entry.contexts.includes('filter')) {
    throw new Error(`unknown filter widget "${id ?? '(none)'}" for field "${field.key}"`);
  }
  return entry;
}

/** The module that provides a form widget (registry/widgets.json `module`), or undefined for the product's own. */
export function widgetModule(id: string): string | undefined {
  return widgets.get(id)?.module;
}
