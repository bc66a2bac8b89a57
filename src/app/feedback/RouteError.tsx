import { Button, Result } from 'antd';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useRouteError } from 'react-router';
import { isChunkLoadError, showUpdatePrompt } from './chunk-load';

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
    <Result
      status="error"
      title={intl.formatMessage({ id: 'feedback.error.title' })}
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          {intl.formatMessage({ id: 'feedback.error.retry' })}
        </Button>
      }
    />
  );
}
