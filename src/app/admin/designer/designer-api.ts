// The designer's calls (docs/admin.md §9; rules crud-log/<action>): the crud-log screen's own
// actions. Failures keep the envelope's content (a 400 into the design lists `pointer: message`
// lines in content.problems), so the page can put each problem on its field; nothing here toasts.
import type { CrudSchema } from '../../../generated/schema-types';
import type { DesignApplied, DesignedColumns, DesignedTable, DesignPreview } from '../../../shared/crud/designer';
import { ADMIN_API, adminClient } from '../api/client';
import { postForFile } from '../api/post-for-file';
import type { Design } from './design-document';

export const SCREEN = 'crud-log';
const BASE = `${ADMIN_API}/${SCREEN}`;

const post = <T>(action: string, data: unknown) =>
  adminClient.request<T>({ url: `${BASE}/${action}`, method: 'POST', data, showErrorMessage: false, loading: true, cancelDuplicate: false });
const get = <T>(path: string, params?: Record<string, unknown>) => adminClient.request<T>({ url: `${BASE}/${path}`, params, showErrorMessage: false, cancelDuplicate: false });

/** A record's `document` as the list API hands a json field: parsed, or still text. */
function documentOf(row: Record<string, unknown>): CrudSchema {
  const document = row.document;
  return (typeof document === 'string' ? JSON.parse(document) : document) as CrudSchema;
}

export const designerApi = {
  preview: (design: Design) => post<DesignPreview>('preview', { design }),
  apply: (design: Design, confirm?: string) => post<DesignApplied>('apply', { design, ...(confirm ? { confirm } : {}) }),
  tables: () => get<DesignedTable[]>('tables'),
  columns: (table: string) => get<DesignedColumns>('columns', { table }),
  /** A CRUD record (GET crud-log/<id>, rule crud-log/info). */
  record: (id: string | number) => get<Record<string, unknown>>(encodeURIComponent(String(id))),
  /** "Design again from this record": the design the record holds. */
  recordDesign: async (id: string) => documentOf(await designerApi.record(id)),
  /** The design file of a screen (an attachment), with its rows when asked. */
  exportDesign: (screen: string, rows: boolean) => postForFile(`${BASE}/export`, { screen, rows }, `${screen}.design.json`),
  importDesign: (file: File) => {
    const form = new FormData();
    form.append('file', file);
    return adminClient.request<DesignApplied>({ url: `${BASE}/import`, method: 'POST', form, showErrorMessage: false, cancelDuplicate: false });
  },
};
