// The engine's runtime filled from the app: data over the app's client, the interface language, the
// session's permission codes, schemas and detail routes from the generated routes, and tracking.
// Rebuilt only when the language or the codes change, so engine pages re-render for those alone.
import { useAtomValue } from 'jotai';
import { useMemo, type ReactNode } from 'react';
import { createHttpDataProvider, EngineDataProvider, MarketDataContext, type EngineRuntime, type MarketRuntime } from '../../engine';
import WithAntd from '../antd/WithAntd';
import { permissionCodesAtom } from '../state/session';
import { localeAtom, type Locale } from '../state/ui';
import { appMarketProvider } from './market-provider';
import { detailHref, loadDatabaseSchema } from './schema-routes';
import { appTransport } from './transport';
import { trackDatabaseEvent, trackMarketEvent } from './tracking';

const data = createHttpDataProvider(appTransport);

// The server names periods and categories in the request's language: each language has a provider
// of its own, so a language switch makes the market pages ask again instead of keeping the other
// language's names.
const marketRuntimes = new Map<Locale, MarketRuntime>();
function marketRuntimeFor(locale: Locale): MarketRuntime {
  let runtime = marketRuntimes.get(locale);
  if (!runtime) {
    runtime = { data: { ...appMarketProvider }, track: trackMarketEvent };
    marketRuntimes.set(locale, runtime);
  }
  return runtime;
}

export default function EngineRuntimeProvider({ children }: { children: ReactNode }) {
  const locale = useAtomValue(localeAtom);
  const codes = useAtomValue(permissionCodesAtom);
  const runtime = useMemo<EngineRuntime>(() => {
    const held = new Set(codes);
    return { data, locale, can: (code) => held.has(code), loadSchema: loadDatabaseSchema, detailHref, track: trackDatabaseEvent, antdScope: WithAntd };
  }, [locale, codes]);
  const market = marketRuntimeFor(locale);
  return (
    <EngineDataProvider value={runtime}>
      <MarketDataContext.Provider value={market}>{children}</MarketDataContext.Provider>
    </EngineDataProvider>
  );
}
