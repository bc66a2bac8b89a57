// The engine's runtime filled from the app: data over the app's client, the interface language, the
// session's permission codes, schemas and detail routes from the generated routes, and tracking.
// Rebuilt only when the language or the codes change, so engine pages re-render for those alone.
import { useAtomValue } from 'jotai';
import { useMemo, type ReactNode } from 'react';
import { createHttpDataProvider, EngineDataProvider, MarketDataContext, type EngineRuntime, type MarketRuntime } from '../../engine';
import { permissionCodesAtom } from '../state/session';
import { localeAtom } from '../state/ui';
import { appMarketProvider } from './market-provider';
import { detailHref, loadDatabaseSchema } from './schema-routes';
import { appTransport } from './transport';
import { trackDatabaseEvent, trackMarketEvent } from './tracking';

const data = createHttpDataProvider(appTransport);
const market: MarketRuntime = { data: appMarketProvider, track: trackMarketEvent };

export default function EngineRuntimeProvider({ children }: { children: ReactNode }) {
  const locale = useAtomValue(localeAtom);
  const codes = useAtomValue(permissionCodesAtom);
  const runtime = useMemo<EngineRuntime>(() => {
    const held = new Set(codes);
    return { data, locale, can: (code) => held.has(code), loadSchema: loadDatabaseSchema, detailHref, track: trackDatabaseEvent };
  }, [locale, codes]);
  return (
    <EngineDataProvider value={runtime}>
      <MarketDataContext.Provider value={market}>{children}</MarketDataContext.Provider>
    </EngineDataProvider>
  );
}
