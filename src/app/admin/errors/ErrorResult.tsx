import type { ReactNode } from 'react';
import { Button, Result } from 'antd';
import type { ResultProps } from 'antd';
import { ArrowLeftOutlined, DashboardOutlined } from '@ant-design/icons';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import { ADMIN_DASHBOARD_PATH } from '../paths';

interface Props {
  status: ResultProps['status'];
  title: string;
  message: string;
  testId: string;
  /** Actions before the two ways out (a retry). */
  extra?: ReactNode;
}

/** An admin error page: what happened, and the ways back (the dashboard, the previous page). */
export default function ErrorResult({ status, title, message, testId, extra }: Props) {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  // The first page of a tab has nothing to go back to: the dashboard is the way out then.
  const back = () => (location.key === 'default' ? navigate(ADMIN_DASHBOARD_PATH) : navigate(-1));
  return (
    <div data-testid={testId}>
      <Result
        status={status}
        title={title}
        subTitle={message}
        extra={
          <>
            {extra}
            <Button type="primary" icon={<DashboardOutlined />} onClick={() => void navigate(ADMIN_DASHBOARD_PATH)} data-testid="admin-error-dashboard">
              {intl.formatMessage({ id: 'admin.error.toDashboard' })}
            </Button>
            <Button icon={<ArrowLeftOutlined />} onClick={() => void back()} data-testid="admin-error-back">
              {intl.formatMessage({ id: 'admin.error.back' })}
            </Button>
          </>
        }
      />
    </div>
  );
}
