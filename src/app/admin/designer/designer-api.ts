// The designer's calls (issue 24 API, rules crud-log/<action>): the crud-log screen's own actions.
// Failures keep the envelope's content (a 400 into the design lists `pointer: message` lines), so
// the page can put each problem on its field; nothing here toasts.
import type { CrudField, CrudSchema, Label } from '../../../generated/schema-types';
import { ADMIN_API, adminClient } from '../api/client';
import type { Design } from './design-document';
import type { PresetName } from './design-state';

export const SCREEN = 'crud-log';
const BASE = `${ADMIN_API}/${SCREEN}`;

export interface Operation {
  op: string;
  field?: string;
  from?: unknown;
  to?: unknown;
  impact?: Record<string, unknown> | null;
}

export interface Preview {
  operations: Operation[];
  destructive: boolean;
}

export interface Applied {
  screen: string;
  table: string;
  record: number;
}

export interface TableColumn {
  name: string;
  type: CrudField['type'];
  nullable?: boolean;
  primaryKey?: boolean;
  length?: number;
  precision?: number;
  scale?: number;
}

export interface ExtTable {
  table: string;
  screen?: string | null;
}

/** One entry of the field palette: a complete field, or one of the meta-schema's standard presets. */
export interface FieldPreset {
  id: string;
  label: Label;
  field: CrudField;
  primaryKey?: boolean;
  preset?: PresetName;
}

export interface DesignRecord {
  id: number;
  table_name: string;
  screen_id: string;
  status: string;
  design: CrudSchema;
}

const post = <T>(action: string, data: unknown) =>
  adminClient.request<T>({ url: `${BASE}/${action}`, method: 'POST', data, showErrorMessage: false, loading: true });
const get = <T>(path: string, params?: Record<string, unknown>) =>
  adminClient.request<T>({ url: `${BASE}/${path}`, params, showErrorMessage: false, cancelDuplicate: false });

export const designerApi = {
  preview: (design: Design, renames: Record<string, string>) => post<Preview>('preview', { design, renames }),
  apply: (design: Design, renames: Record<string, string>, confirm?: string) => post<Applied>('apply', { design, renames, ...(confirm ? { confirm } : {}) }),
  tables: () => get<ExtTable[]>('tables'),
  columns: (table: string) => get<TableColumn[]>('columns', { table }),
  presets: () => get<FieldPreset[]>('presets'),
  record: (id: number | string) => get<DesignRecord>(encodeURIComponent(String(id))),
  removeScreen: (id: number) => post<unknown>('removeScreen', { id }),
  exportDesign: (screen: string, rows: boolean) => post<unknown>('export', { screen, rows }),
  importDesign: (file: File) => {
    const form = new FormData();
    form.append('file', file);
    return adminClient.request<unknown>({ url: `${BASE}/import`, method: 'POST', form, showErrorMessage: false, cancelDuplicate: false });
  },
};
