import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useRouteError } from 'react-router';
import { BRAND_COLOR } from '../styles/theme';
import { isChunkLoadError, showUpdatePrompt } from './chunk-load';

// Plain markup rather than antd's Result: this component is in the first download of every page,
// and it must render even when the chunks with antd components are the ones that failed.
const frame = { display: 'grid', placeItems: 'center', minHeight: '60vh', textAlign: 'center', padding: 24 } as const;
const action = {
  display: 'inline-block',
  padding: '8px 20px',
  border: `1px solid ${BRAND_COLOR}`,
  borderRadius: 6,
  fontSize: 14,
  lineHeight: '20px',
  textDecoration: 'none',
  cursor: 'pointer',
} as const;
const primary = { ...action, background: BRAND_COLOR, color: '#fff' } as const;
const secondary = { ...action, background: '#fff', color: BRAND_COLOR } as const;

/**
 * What a route shows when loading or rendering it failed. A missing chunk means a new version was
 * deployed under this page: the update prompt (spec §4) takes over. Anything else is the generic
 * problem page of spec §2: ways out to home and to the previous page, and a reload.
 */
export default function RouteError() {
  const error = useRouteError();
  const intl = useIntl();
  const chunk = isChunkLoadError(error);
  useEffect(() => {
    if (chunk) showUpdatePrompt();
    else console.error(error);
  }, [chunk, error]);
  if (chunk) return null;
  // A page opened directly (new tab, typed URL) has nothing to go back to.
  const canGoBack = window.history.length > 1;
  return (
    <div style={frame} role="alert" data-testid="route-error">
      <div>
        <h2 style={{ margin: 0, fontWeight: 600 }}>{intl.formatMessage({ id: 'feedback.error.title' })}</h2>
        {/* The error pages' own words (feedback/error-page) for the same two ways out. */}
        <div style={{ display: 'flex', gap: 12, justifyContent: 'center', flexWrap: 'wrap', marginTop: 16 }}>
          {/* A full load of home: whatever broke in this page's state is left behind. */}
          <a href="/home" style={primary} data-testid="route-error-home">
            {intl.formatMessage({ id: 'error-page.home' })}
          </a>
          {canGoBack && (
            <button type="button" style={secondary} onClick={() => window.history.back()} data-testid="route-error-back">
              {intl.formatMessage({ id: 'error-page.back' })}
            </button>
          )}
          <button type="button" style={secondary} onClick={() => window.location.reload()} data-testid="route-error-retry">
            {intl.formatMessage({ id: 'feedback.error.retry' })}
          </button>
        </div>
      </div>
    </div>
  );
}
