import { useIntl } from 'react-intl';
import { ROUTE_TITLES, useAdminPage } from '../titles';
import ErrorResult from './ErrorResult';

/** A screen whose rule is not granted (route title noPower). */
export default function NoPower() {
  const intl = useIntl();
  useAdminPage(ROUTE_TITLES.noPower, false);
  return (
    <ErrorResult
      status="403"
      title={intl.formatMessage({ id: 'admin.error.noPower.title' })}
      message={intl.formatMessage({ id: 'admin.error.noPower.message' })}
      testId="admin-no-power"
    />
  );
}
