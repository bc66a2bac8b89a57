// Loads the page's periods once, then runs the page query whenever the applied filters change; a
// newer query cancels the older one so a slow answer never overwrites a fresh one. Each query is
// tracked (MARKET_DATABASE_QUERY_EVENTS).
import { useEffect, useRef, useState } from 'react';
import { useMarket, type MarketPeriods, type MarketQuery, type MarketResult } from './market-data';

export function usePeriods(pageId: string): { periods: MarketPeriods | null; failed: boolean } {
  const { data } = useMarket();
  const [state, setState] = useState<{ pageId: string; periods: MarketPeriods | null; failed: boolean }>({ pageId: '', periods: null, failed: false });
  useEffect(() => {
    const controller = new AbortController();
    data
      .periods(pageId, controller.signal)
      .then((periods) => setState({ pageId, periods, failed: false }))
      .catch(() => {
        if (!controller.signal.aborted) setState({ pageId, periods: null, failed: true });
      });
    return () => controller.abort();
  }, [data, pageId]);
  return state.pageId === pageId ? state : { periods: null, failed: false };
}

export interface QueryState {
  result: MarketResult | null;
  loading: boolean;
  failed: boolean;
}

/** `query` null = nothing to ask yet (periods loading, or a required tag missing). */
export function useMarketQuery(pageId: string, query: MarketQuery | null): QueryState {
  const { data, track } = useMarket();
  // Tracking is a side channel: a new callback from the app (an inline function) is no new query.
  const trackRef = useRef(track);
  useEffect(() => {
    trackRef.current = track;
  }, [track]);
  const requestKey = query ? JSON.stringify([pageId, query]) : '';
  const [answer, setAnswer] = useState<{ key: string; result: MarketResult | null; failed: boolean }>({ key: '', result: null, failed: false });

  useEffect(() => {
    if (!query) return;
    const controller = new AbortController();
    data
      .query(pageId, query, controller.signal)
      .then((result) => {
        if (!controller.signal.aborted) setAnswer({ key: requestKey, result, failed: false });
      })
      .catch(() => {
        if (!controller.signal.aborted) setAnswer((a) => ({ key: requestKey, result: a.result, failed: true }));
      });
    trackRef.current({ eventCode: 'MARKET_DATABASE_QUERY_EVENTS', action: 'query', pageId, fields: { ...query.filters, timeType: query.period.type, time: query.period.value } });
    return () => controller.abort();
    // the request key stands for the query's content: a re-created but equal object is no new query
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data, pageId, requestKey]);

  return { result: answer.result, loading: query !== null && answer.key !== requestKey, failed: answer.failed && answer.key === requestKey };
}
