// The rows of a crud screen for a view (filters, quick search, sort, page): one request per view
// through the resource provider, a newer view cancelling the older request so a slow answer never
// overwrites a fresh one. Also the labels of remote keys shown in the list (a group id as its name).
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { ListModel, Row, RowKey } from '../../model/list-model';
import { parseList } from '../../model/form-model';
import type { ResourceListRequest, ResourceListWindow, ResourceProvider } from '../../runtime/resource-provider';
import { toWireFilters, type ViewState } from '../../schema/view-state';
import { ruleName } from '../../../shared/crud/screen';

/** The list request the API takes for a view (docs/admin.md §3). */
export function listRequest(model: ListModel, view: ViewState): ResourceListRequest {
  const sort = view.sort ?? model.defaultSort;
  return {
    // Tree screens answer every matching row, nested: one page holds them all.
    page: model.tree ? 1 : view.page,
    limit: view.pageSize,
    order: sort ? { field: sort.field, order: sort.order } : null,
    quickSearch: view.keyword.trim(),
    search: toWireFilters(model, view.filters).map((f) => ({ field: f.field, operator: f.op, value: f.value })),
  };
}

type Labels = Record<string, Record<string, string>>;

interface Answer {
  key: string;
  list: Row[];
  total: number;
  totalCapped: boolean;
  next: string | null;
  window: ResourceListWindow | null;
  labels: Labels;
  error: unknown;
}

/** Past the count cap: the cursor of the page asked (its `page` is then 1) and the audit-log window. */
export interface ListPosition {
  cursor: string | null;
  window: number | 'all' | null;
}

const EMPTY: Answer = { key: '', list: [], total: 0, totalCapped: false, next: null, window: null, labels: {}, error: null };

function patchIn(rows: Row[], primaryKey: string, key: RowKey, patch: Row): Row[] {
  return rows.map((row) => {
    if (String(row[primaryKey]) === String(key)) return { ...row, ...patch };
    const children = row.children;
    return Array.isArray(children) ? { ...row, children: patchIn(children as Row[], primaryKey, key, patch) } : row;
  });
}

export function useCrudList(resources: ResourceProvider, model: ListModel, view: ViewState, reloads: number, position: ListPosition) {
  const { cursor, window } = position;
  const request = useMemo((): ResourceListRequest => {
    const base = listRequest(model, view);
    return { ...base, ...(cursor ? { page: 1, cursor } : {}), ...(window ? { window } : {}) };
  }, [model, view, cursor, window]);
  const requestKey = JSON.stringify([model.id, request, reloads]);
  const [answer, setAnswer] = useState<Answer>(EMPTY);

  useEffect(() => {
    const controller = new AbortController();
    resources.list(model.id, request, controller.signal).then(
      (result) => {
        if (controller.signal.aborted) return;
        setAnswer({
          key: requestKey,
          list: result.list,
          total: result.total,
          totalCapped: result.totalCapped ?? false,
          next: result.next ?? null,
          window: result.window ?? null,
          labels: result.labels ?? {},
          error: null,
        });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setAnswer((a) => ({ ...a, key: requestKey, error }));
      },
    );
    return () => controller.abort();
  }, [resources, model.id, request, requestKey]);

  /** Changes one row in place (an inline switch), without asking for the page again. */
  const patchRow = useCallback(
    (key: RowKey, patch: Row) => setAnswer((a) => ({ ...a, list: patchIn(a.list, model.primaryKey, key, patch) })),
    [model.primaryKey],
  );

  return {
    rows: answer.list,
    total: answer.total,
    /** `total` is the count cap: there are more rows (drawn "10,000+", walked by cursor). */
    totalCapped: answer.totalCapped,
    next: answer.next,
    /** The audit-log time window the answer read, or null. */
    window: answer.window,
    /** The remote keys' labels the list answer carried. */
    labels: answer.labels,
    /** Which answer the rows are (a new page, sort or reload is another; an inline change is not). */
    version: answer.key,
    loading: answer.key !== requestKey,
    error: answer.key === requestKey ? answer.error : null,
    patchRow,
  };
}

const NO_LABELS: Labels = {};

function collect(rows: Row[], key: string, into: Set<RowKey>) {
  for (const row of rows) {
    for (const v of parseList(row[key])) if (typeof v === 'string' || typeof v === 'number') into.add(v);
    if (Array.isArray(row.children)) collect(row.children as Row[], key, into);
  }
}

/**
 * Labels of the remote keys the rows hold, by column key: those the list answer carried (`given`),
 * else asked once per set of keys through the other screen's select action (`initValue`) when the
 * caller holds its rule (`can`); a refused or failed call leaves the bare keys.
 */
export function useRemoteLabels(
  resources: ResourceProvider,
  columns: ListModel['columns'],
  rows: Row[],
  can: (rule: string) => boolean,
  given: Labels = NO_LABELS,
): Record<string, ReadonlyMap<string, string>> {
  const remote = useMemo(() => columns.filter((c) => c.remote), [columns]);
  const wanted = useMemo(() => {
    const out: Record<string, RowKey[]> = {};
    for (const column of remote) {
      const keys = new Set<RowKey>();
      collect(rows, column.key, keys);
      const known = given[column.key] ?? {};
      const missing = [...keys].filter((k) => !(String(k) in known));
      if (missing.length > 0 && column.remote && can(ruleName(column.remote.screen, 'select'))) out[column.key] = missing;
    }
    return out;
  }, [remote, rows, given, can]);
  const wantedKey = JSON.stringify(wanted);
  const [asked, setAsked] = useState<Record<string, ReadonlyMap<string, string>>>({});

  useEffect(() => {
    const keysBy = JSON.parse(wantedKey) as Record<string, RowKey[]>;
    const controller = new AbortController();
    for (const column of remote) {
      const keys = keysBy[column.key];
      if (!keys || !column.remote) continue;
      resources
        .select(column.remote.screen, { initValue: keys, limit: keys.length }, controller.signal)
        .then((result) => {
          if (controller.signal.aborted) return;
          setAsked((current) => ({
            ...current,
            [column.key]: new Map([...(current[column.key] ?? []), ...result.list.map((o) => [String(o.value), o.label] as const)]),
          }));
        })
        .catch(() => undefined);
    }
    return () => controller.abort();
  }, [resources, remote, wantedKey]);

  return useMemo(() => {
    const out: Record<string, ReadonlyMap<string, string>> = { ...asked };
    for (const [key, labels] of Object.entries(given)) out[key] = new Map([...(asked[key] ?? []), ...Object.entries(labels)]);
    return out;
  }, [asked, given]);
}
