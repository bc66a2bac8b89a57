import { useIntl } from 'react-intl';
import { ROUTE_TITLES, useAdminPage } from '../titles';
import ErrorResult from './ErrorResult';

/** An admin path that leads nowhere (route title notFound). */
export default function NotFound() {
  const intl = useIntl();
  useAdminPage(ROUTE_TITLES.notFound, false);
  return (
    <ErrorResult
      status="404"
      title={intl.formatMessage({ id: 'admin.error.notFound.title' })}
      message={intl.formatMessage({ id: 'admin.error.notFound.message' })}
      testId="admin-not-found"
    />
  );
}
