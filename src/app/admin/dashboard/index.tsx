import { useEffect, useState, type ReactNode } from 'react';
import { Button, Card, Col, Empty, Row, Spin, Statistic, Typography } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { Navigate } from 'react-router';
import { formatChinaTime } from '../../../engine/model/time';
import { fetchDashboard } from '../api/admin-api';
import type { DashboardFigures } from '../api/types';
import NoPower from '../errors/NoPower';
import Problem from '../errors/Problem';
import { firstMenuPath } from '../layout/menu-tree';
import { ADMIN_DASHBOARD_PATH } from '../paths';
import { adminIndexAtom } from '../session/state';
import { useCan } from '../session/use-can';
import { ROUTE_TITLES, useAdminPage, useLabelText } from '../titles';
import DayBars from './DayBars';
import LedgerFigure from './LedgerFigure';
import './dashboard.css';

type Answer = { figures: DashboardFigures } | { failed: true } | null;

function Counter({ testId, title, value, detail }: { testId: string; title: string; value: number; detail?: ReactNode }) {
  return (
    <Card className="chis-admin-card" style={{ height: '100%' }} data-testid={testId}>
      <Statistic title={title} value={value} />
      {detail && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {detail}
        </Typography.Text>
      )}
    </Card>
  );
}

/** docs/admin.md §5: the figures of GET /dashboard, every one from the app database. */
function Dashboard() {
  const intl = useIntl();
  const labelText = useLabelText();
  useAdminPage(ROUTE_TITLES.adminDashboard);
  const [answer, setAnswer] = useState<Answer>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let stale = false;
    fetchDashboard()
      .then((figures) => !stale && setAnswer({ figures }))
      .catch(() => !stale && setAnswer({ failed: true }));
    return () => {
      stale = true;
    };
  }, [attempt]);

  const reload = () => {
    setAnswer(null);
    setAttempt((count) => count + 1);
  };

  if (answer === null) return <Spin style={{ display: 'block', margin: '80px auto' }} data-testid="admin-dashboard-loading" />;
  if ('failed' in answer) {
    return (
      <Problem
        extra={
          <Button icon={<ReloadOutlined />} onClick={reload}>
            {intl.formatMessage({ id: 'admin.dashboard.refresh' })}
          </Button>
        }
      />
    );
  }
  const { figures } = answer;
  const text = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const number = (value: number) => intl.formatNumber(value);

  return (
    <div data-testid="admin-dashboard">
      <div style={{ display: 'flex', alignItems: 'center', gap: 12, marginBottom: 16 }}>
        <Typography.Text type="secondary" data-testid="admin-dashboard-as-of">
          {text('admin.dashboard.asOf', { time: formatChinaTime(figures.asOf, 'YYYY-MM-DD HH:mm') })}
        </Typography.Text>
        <Button size="small" icon={<ReloadOutlined />} onClick={reload} style={{ marginInlineStart: 'auto' }}>
          {text('admin.dashboard.refresh')}
        </Button>
      </div>
      <Row gutter={[16, 16]}>
        <Col xs={24} sm={12} xl={8}>
          <Counter
            testId="admin-dashboard-subscribers"
            title={text('admin.dashboard.subscribers')}
            value={figures.subscribers.total}
            detail={text('admin.dashboard.subscribers.detail', {
              active: number(figures.subscribers.active),
              pending: number(figures.subscribers.pending),
              disabled: number(figures.subscribers.disabled),
            })}
          />
        </Col>
        <Col xs={24} sm={12} xl={8}>
          <Counter
            testId="admin-dashboard-subscriptions"
            title={text('admin.dashboard.subscriptions')}
            value={figures.subscriptions.active}
            detail={text('admin.dashboard.subscriptions.detail')}
          />
        </Col>
        <Col xs={24} sm={12} xl={8}>
          <Counter
            testId="admin-dashboard-trials"
            title={text('admin.dashboard.trials')}
            value={figures.trialApplications.total}
            detail={text('admin.dashboard.trials.detail', { count: number(figures.trialApplications.last30d) })}
          />
        </Col>
        <Col xs={24} sm={8}>
          <Counter testId="admin-dashboard-logins" title={text('admin.dashboard.logins')} value={figures.last30d.logins} />
        </Col>
        <Col xs={24} sm={8}>
          <Counter testId="admin-dashboard-visits" title={text('admin.dashboard.visits')} value={figures.last30d.visits} />
        </Col>
        <Col xs={24} sm={8}>
          <Counter testId="admin-dashboard-exports" title={text('admin.dashboard.exports')} value={figures.last30d.exports} />
        </Col>
        <Col xs={24}>
          <LedgerFigure ledger={figures.ledger} />
        </Col>
        <Col xs={24} xl={14}>
          <Card className="chis-admin-card" title={text('admin.dashboard.byDay')} style={{ height: '100%' }}>
            <DayBars days={figures.byDay} />
          </Card>
        </Col>
        <Col xs={24} xl={10}>
          <Card className="chis-admin-card" title={text('admin.dashboard.topPages')} style={{ height: '100%' }}>
            {figures.topPages.length === 0 ? (
              <Empty description={text('admin.dashboard.empty')} />
            ) : (
              <table className="chis-admin-table" data-testid="admin-dashboard-top-pages">
                <thead>
                  <tr>
                    <th scope="col" className="chis-admin-number">
                      {text('admin.dashboard.rank')}
                    </th>
                    <th scope="col">{text('admin.dashboard.page')}</th>
                    <th scope="col" className="chis-admin-number">
                      {text('admin.dashboard.pageVisits')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {figures.topPages.map((row, index) => (
                    <tr key={row.page}>
                      <td className="chis-admin-number">{index + 1}</td>
                      <th scope="row" style={{ fontWeight: 'normal', wordBreak: 'break-all' }}>
                        {labelText(row.title)}
                      </th>
                      <td className="chis-admin-number">{number(row.visits)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </Card>
        </Col>
      </Row>
    </div>
  );
}

/**
 * /admin/dashboard (route title adminDashboard), behind the rule `dashboard/index`. It is where a
 * login and /admin lead: an administrator without the rule lands on the first screen their menu
 * holds instead, and sees the no-permission page only when they hold none.
 */
export default function DashboardPage() {
  const can = useCan();
  const first = firstMenuPath(useAtomValue(adminIndexAtom)?.menus, ADMIN_DASHBOARD_PATH);
  if (can('dashboard/index')) return <Dashboard />;
  return first ? <Navigate to={first} replace /> : <NoPower />;
}
