import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useRouteError } from 'react-router';
import { isChunkLoadError, showUpdatePrompt } from './chunk-load';

// Plain markup rather than antd's Result: this component is in the first download of every page,
// and it must render even when the chunks with antd components are the ones that failed.
const frame = { display: 'grid', placeItems: 'center', minHeight: '60vh', textAlign: 'center', padding: 24 } as const;
const button = {
  marginTop: 16,
  padding: '8px 20px',
  border: 0,
  borderRadius: 6,
  background: '#0b6478',
  color: '#fff',
  fontSize: 14,
  cursor: 'pointer',
} as const;

/**
 * What a route shows when loading or rendering it failed. A missing chunk means a new version was
 * deployed under this page: the update prompt (spec §4) takes over. Anything else is a plain
 * error page with a way out.
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
  return (
    <div style={frame} role="alert" data-testid="route-error">
      <div>
        <h2 style={{ margin: 0, fontWeight: 600 }}>{intl.formatMessage({ id: 'feedback.error.title' })}</h2>
        <button type="button" style={button} onClick={() => window.location.reload()}>
          {intl.formatMessage({ id: 'feedback.error.retry' })}
        </button>
      </div>
    </div>
  );
}
