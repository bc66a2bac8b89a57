// Fetches the page of rows and the facet counts for a view; a newer view cancels the older request
// so a slow answer can never overwrite a fresh one. Each query is tracked (BASE_DATABASE_QUERY_EVENTS).
import { useEffect, useMemo, useState } from 'react';
import { facetFields, type ListModel } from '../../model/list-model';
import type { FacetValue, ListResult } from '../../runtime/data-provider';
import { useEngine } from '../../runtime/context';
import { toWireFilters, type ViewState } from '../../schema/view-state';

export interface ListData {
  result: ListResult;
  loading: boolean;
  failed: boolean;
  facets: Record<string, FacetValue[]>;
}

const NOTHING: ListResult = { list: [], total: 0 };
const NO_FACETS: Record<string, FacetValue[]> = {};

export function useListData(model: ListModel, state: ViewState): ListData {
  const { data, track } = useEngine();
  // The answer remembers which request it belongs to, so "loading" is simply "not the current one yet".
  const [answer, setAnswer] = useState<{ key: string; result: ListResult; failed: boolean }>({ key: '', result: NOTHING, failed: false });
  const [facets, setFacets] = useState<Record<string, FacetValue[]>>({});
  const filters = useMemo(() => toWireFilters(model, state.filters), [model, state.filters]);
  const facetKeys = useMemo(() => facetFields(model), [model]);
  const id = model.id;
  const { keyword, sort, page, pageSize } = state;

  const requestKey = JSON.stringify([id, filters, keyword, sort, page, pageSize]);

  useEffect(() => {
    const controller = new AbortController();
    data
      .list(id, { filters, keyword, sort, page, pageSize }, controller.signal)
      .then((result) => {
        if (!controller.signal.aborted) setAnswer({ key: requestKey, result, failed: false });
      })
      .catch(() => {
        // No rows of the previous view under the new keyword or filters: the failure takes their place.
        if (!controller.signal.aborted) setAnswer({ key: requestKey, result: NOTHING, failed: true });
      });
    track({
      eventCode: 'BASE_DATABASE_QUERY_EVENTS',
      action: 'query',
      databaseId: id,
      fields: { ...Object.fromEntries(filters.map((f) => [f.field, f.value])), ...(keyword ? { keyword } : {}) },
    });
    return () => controller.abort();
  }, [data, track, id, filters, keyword, sort, page, pageSize, requestKey]);

  useEffect(() => {
    if (facetKeys.length === 0) return;
    const controller = new AbortController();
    data
      .facets(id, { filters, keyword, sort: null, fields: facetKeys }, controller.signal)
      .then((next) => {
        if (!controller.signal.aborted) setFacets(next);
      })
      .catch(() => undefined); // counts are a help, not the data: the list still works without them
    return () => controller.abort();
  }, [data, id, filters, keyword, facetKeys]);

  const failed = answer.failed && answer.key === requestKey;
  // Counts of a view whose rows could not be read would contradict the failure (all zeros, or the last view's).
  return { result: answer.result, loading: answer.key !== requestKey, failed, facets: failed ? NO_FACETS : facets };
}
