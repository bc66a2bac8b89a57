import { useEffect, useState } from 'react';
import { Button, Spin } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../api/types';
import '../layout/admin.css';
import Problem from '../errors/Problem';
import AdminIntl from '../i18n/AdminIntl';
import { ADMIN_DASHBOARD_PATH, adminLoginPath, safeAdminTarget } from '../paths';
import { restoreAdminSession } from '../session/bootstrap';
import { readAdminToken } from '../session/token';
import { ROUTE_TITLES, useDocumentTitle } from '../titles';

/**
 * /admin/loading/{to}: restores the admin session (the stored admin token, GET /index), then opens
 * `to`, or the dashboard without one. No session, or a refused token: the admin login, which
 * returns to `to` afterwards.
 */
function Loading() {
  const intl = useIntl();
  const navigate = useNavigate();
  const params = useParams();
  const target = safeAdminTarget(params.to);
  const [failure, setFailure] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  useDocumentTitle(ROUTE_TITLES.admin);

  useEffect(() => {
    if (!readAdminToken()) {
      void navigate(adminLoginPath(target), { replace: true });
      return;
    }
    let stale = false;
    restoreAdminSession()
      .then(() => {
        if (!stale) void navigate(target ?? ADMIN_DASHBOARD_PATH, { replace: true });
      })
      .catch((error: unknown) => {
        if (stale) return;
        // 401: the client has ended the admin session already; the login returns here afterwards.
        if (error instanceof ApiError && error.code === 401) void navigate(adminLoginPath(target), { replace: true });
        else setFailure(error instanceof ApiError ? error.serverMessage || error.message : String(error));
      });
    return () => {
      stale = true;
    };
  }, [navigate, target, attempt]);

  if (failure !== null) {
    return (
      <Problem
        message={`${intl.formatMessage({ id: 'admin.loading.failed' })}: ${failure}`}
        extra={
          <Button
            icon={<ReloadOutlined />}
            onClick={() => {
              setFailure(null);
              setAttempt((count) => count + 1);
            }}
            data-testid="admin-loading-retry"
          >
            {intl.formatMessage({ id: 'admin.loading.retry' })}
          </Button>
        }
      />
    );
  }
  return (
    <div style={{ display: 'grid', placeItems: 'center', minHeight: '60vh' }} data-testid="admin-loading">
      <Spin size="large" tip={intl.formatMessage({ id: 'admin.loading.message' })}>
        <div style={{ width: 240, height: 80 }} />
      </Spin>
    </div>
  );
}

export default function AdminLoadingPage() {
  return (
    <AdminIntl>
      <Loading />
    </AdminIntl>
  );
}
