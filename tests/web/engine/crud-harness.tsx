// Renders crud screens the way the admin app does — the engine's lazy renderer inside
// <CrudRuntimeProvider> — over an in-memory ResourceProvider that records every call, so a test
// reads the exact requests the screen made (the HTTP wire is the server's tests' business).
import { Suspense } from 'react';
import { render } from '@testing-library/react';
import { CrudRuntimeProvider, renderers, type CrudRuntime, type ResourceProvider, type ResourceRow } from '../../../src/engine';
import type { ResourceListRequest, SelectRequest } from '../../../src/engine/runtime/resource-provider';
import { expandScreen, type CrudScreen } from '../../../src/shared/crud/screen';
import type { CrudSchema } from '../../../src/generated/schema-types';

export interface Call {
  op: 'screen' | 'list' | 'one' | 'add' | 'edit' | 'remove' | 'sortable' | 'select' | 'action' | 'grantable';
  id: string;
  args: unknown[];
}

export interface FakeBackend {
  provider: ResourceProvider;
  calls: Call[];
  /** The calls of one operation (on one screen, when given). */
  of(op: Call['op'], id?: string): Call[];
  lists(id: string): ResourceListRequest[];
  rows: Record<string, ResourceRow[]>;
}

const clone = <T,>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** Every row of a nested list, children included. */
function walk(rows: ResourceRow[]): ResourceRow[] {
  return rows.flatMap((r) => [r, ...(Array.isArray(r.children) ? walk(r.children as ResourceRow[]) : [])]);
}

/**
 * The resource API over `rows` per screen: lists page as asked (tree screens answer everything,
 * nested), `select` labels rows by the screen's `labelField`. Filtering is the server's job.
 */
export function fakeBackend(
  schemas: CrudSchema[],
  rows: Record<string, ResourceRow[]>,
  labelField: Record<string, string> = {},
  /** Remote labels a screen's list answers carry (as the server adds them), by screen id. */
  listLabels: Record<string, Record<string, Record<string, string>>> = {},
): FakeBackend {
  const screens = new Map<string, CrudScreen>(schemas.map((s) => [s.id, expandScreen(s)]));
  const calls: Call[] = [];
  const record = (op: Call['op'], id: string, ...args: unknown[]) => calls.push({ op, id, args: clone(args) });
  const tree = (id: string) => screens.get(id)?.fields.some((f) => f.treeParent) ?? false;
  const pk = (id: string) => screens.get(id)?.primaryKey ?? 'id';
  const provider: ResourceProvider = {
    async screen(id) {
      record('screen', id);
      const screen = screens.get(id);
      if (!screen) throw new Error(`no screen ${id}`);
      return clone(screen);
    },
    async list(id, request: ResourceListRequest) {
      record('list', id, request);
      const all = rows[id] ?? [];
      const labels = listLabels[id] ? { labels: clone(listLabels[id]) } : {};
      if (tree(id)) return { list: clone(all), total: walk(all).length, ...labels };
      const start = (request.page - 1) * request.limit;
      return { list: clone(all.slice(start, start + request.limit)), total: all.length, ...labels };
    },
    async one(id, key) {
      record('one', id, key);
      const row = walk(rows[id] ?? []).find((r) => String(r[pk(id)]) === String(key));
      if (!row) throw new Error('no such row');
      const { children: _children, ...rest } = row;
      return clone(rest);
    },
    async add(id, values) {
      record('add', id, values);
      return { [pk(id)]: 99 };
    },
    async edit(id, key, values) {
      record('edit', id, key, values);
    },
    async remove(id, keys) {
      record('remove', id, keys);
      return { deleted: keys.length };
    },
    async sortable(id, moveKey, targetKey) {
      record('sortable', id, moveKey, targetKey);
    },
    async select(id, request: SelectRequest) {
      record('select', id, request);
      const label = labelField[id] ?? 'name';
      const all = walk(rows[id] ?? []).map((r) => ({ value: r[pk(id)] as number, label: String(r[label]) }));
      const wanted = request.initValue?.map(String);
      const list = wanted ? all.filter((o) => wanted.includes(String(o.value))) : all.filter((o) => o.label.includes(request.quickSearch ?? ''));
      return { list, total: list.length };
    },
    async action(id, name, body) {
      record('action', id, name, body);
      return null;
    },
    // The rule tree a form may grant: the admin-rule rows (a test narrows them by what it serves).
    async grantable(id) {
      record('grantable', id);
      return clone(rows['admin-rule'] ?? []);
    },
  };
  return {
    provider,
    calls,
    rows,
    of: (op, id) => calls.filter((c) => c.op === op && (id === undefined || c.id === id)),
    lists: (id) => calls.filter((c) => c.op === 'list' && c.id === id).map((c) => c.args[0] as ResourceListRequest),
  };
}

export interface Toasts {
  success: string[];
  error: string[];
}

/** The crud page of `screenId`, granted `rules` (`'*'` = everything). */
export function renderCrud(
  screenId: string,
  backend: FakeBackend,
  options: { rules?: string[] | '*'; locale?: 'zh-cn' | 'en'; moduleLink?: CrudRuntime['moduleLink'] } = {},
) {
  const toasts: Toasts = { success: [], error: [] };
  const rules = options.rules ?? '*';
  const runtime: CrudRuntime = {
    resources: backend.provider,
    locale: options.locale ?? 'zh-cn',
    can: (rule) => rules === '*' || rules.includes(rule),
    notifySuccess: (text) => toasts.success.push(text),
    notifyError: (text) => toasts.error.push(text),
    moduleLink: options.moduleLink,
  };
  const Page = renderers.crud;
  const view = render(
    <CrudRuntimeProvider value={runtime}>
      <Suspense fallback={null}>
        <Page screenId={screenId} />
      </Suspense>
    </CrudRuntimeProvider>,
  );
  return { ...view, toasts };
}
