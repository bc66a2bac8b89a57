import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { host } from '../host';
import AdminIntl from '../i18n/AdminIntl';
import Problem from './Problem';

/**
 * What an admin screen shows when rendering it failed: the problem page. A missing chunk means a
 * new version was deployed under this page: the update prompt (spec §4) takes over.
 */
export default function AdminRouteError() {
  const error = useRouteError();
  const chunk = host().isChunkLoadError(error);
  useEffect(() => {
    if (chunk) host().showUpdatePrompt();
    else console.error(error);
  }, [chunk, error]);
  if (chunk) return null;
  return (
    <AdminIntl>
      <div style={{ padding: 24 }}>
        <Problem />
      </div>
    </AdminIntl>
  );
}
