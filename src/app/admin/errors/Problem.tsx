import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import ErrorResult from './ErrorResult';

/** Something failed that the user cannot fix here: say so, and lead back. */
export default function Problem({ message, extra }: { message?: string; extra?: ReactNode }) {
  const intl = useIntl();
  return (
    <ErrorResult
      status="error"
      title={intl.formatMessage({ id: 'admin.error.problem.title' })}
      message={message || intl.formatMessage({ id: 'admin.error.problem.message' })}
      testId="admin-problem"
      extra={extra}
    />
  );
}
