import { act, render } from '@testing-library/react';
import { Provider } from 'jotai';
import { useContext } from 'react';
import { describe, expect, it } from 'vitest';
import EngineRuntimeProvider from '../../../src/app/engine-runtime/EngineRuntimeProvider';
import { appStore } from '../../../src/app/state/store';
import { localeAtom } from '../../../src/app/state/ui';
import { MarketDataContext, type MarketDataProvider } from '../../../src/engine';

// The server writes period labels and category names in the request's language; the market pages
// re-run their queries when their provider changes. A language switch must therefore change it,
// or a page switched to Chinese keeps "Sep 2026" until the next query.
describe('the market pages after a language switch', () => {
  it('get a provider per language, so they ask the server again in the new one', () => {
    const seen: MarketDataProvider[] = [];
    function Probe() {
      seen.push(useContext(MarketDataContext)!.data);
      return null;
    }
    render(
      <Provider store={appStore}>
        <EngineRuntimeProvider>
          <Probe />
        </EngineRuntimeProvider>
      </Provider>,
    );
    const chinese = seen.at(-1);
    act(() => appStore.set(localeAtom, 'en'));
    const english = seen.at(-1);
    expect(english).not.toBe(chinese);
    act(() => appStore.set(localeAtom, 'zh-cn'));
    // One provider per language, not one per switch.
    expect(seen.at(-1)).toBe(chinese);
  });
});
