// The analysis renderer's market API (contracts §13) over the app's client, plus the licensed
// provinces from the permission options (contracts §10).
import { request } from '../../api/client';
import { getPermissionOptions, type NamedCode } from '../../api/user';
import type { CustomMarket, MarketDataProvider, MarketOption } from '../../engine';
import { sectionCodeOf } from './schema-routes';

const market = (pageId: string, rest: string) => `/api/v2/market/${encodeURIComponent(pageId)}/${rest}`;
const CUSTOM_MARKETS = '/api/v2/market/custom-markets';

/**
 * The AREA list of the page's section. The licence is the account's, not the section's, so every
 * AREA list holds the same provinces: a section the options carry no AREA for (B2C, competitive,
 * primary care, omni-channel) takes the first one given.
 */
async function licensedRegions(pageId: string): Promise<MarketOption[]> {
  const options = (await getPermissionOptions()) as Record<string, { AREA?: NamedCode[] } | undefined>;
  const code = sectionCodeOf(pageId);
  const areas = (code ? options[code]?.AREA : undefined) ?? Object.values(options).find((section) => section?.AREA)?.AREA ?? [];
  return areas.map((area) => ({ value: area.name, label: area.name }));
}

export const appMarketProvider: MarketDataProvider = {
  query: (pageId, body) => request({ url: market(pageId, 'query'), method: 'POST', data: body }),
  options: (pageId, { key, keyword, limit, values }) =>
    request({ url: market(pageId, 'options'), params: { key, keyword, limit, values: values && JSON.stringify(values) } }),
  periods: (pageId) => request({ url: market(pageId, 'periods') }),
  regions: (pageId) => licensedRegions(pageId),
  export: (pageId, body) => request({ url: market(pageId, 'export'), method: 'POST', data: body }),
  listCustomMarkets: () => request<CustomMarket[]>({ url: CUSTOM_MARKETS }),
  saveCustomMarket: (body) => request<CustomMarket>({ url: CUSTOM_MARKETS, method: 'POST', data: body }),
  deleteCustomMarket: async (id) => {
    await request({ url: `${CUSTOM_MARKETS}/${encodeURIComponent(String(id))}`, method: 'DELETE' });
  },
};
