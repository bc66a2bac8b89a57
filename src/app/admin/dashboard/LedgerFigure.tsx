// The dashboard's ledger figure: what members hold in total (balance in yuan, from the server's
// cents; points) and whether every balance equals the sum of its ledger rows (checkLedger).
import { Card, Col, Row, Statistic, Typography } from 'antd';
import { useIntl } from 'react-intl';
import type { DashboardFigures } from '../api/types';

export default function LedgerFigure({ ledger }: { ledger: DashboardFigures['ledger'] }) {
  const intl = useIntl();
  const text = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  return (
    <Card className="chis-admin-card" title={text('admin.dashboard.ledger')} data-testid="admin-dashboard-ledger">
      <Row gutter={[16, 16]} align="middle">
        <Col xs={24} sm={8}>
          <Statistic
            title={text('admin.dashboard.ledger.money')}
            value={intl.formatNumber(ledger.money / 100, { minimumFractionDigits: 2, maximumFractionDigits: 2 })}
            data-testid="admin-dashboard-ledger-money"
          />
        </Col>
        <Col xs={24} sm={8}>
          <Statistic title={text('admin.dashboard.ledger.score')} value={intl.formatNumber(ledger.score)} data-testid="admin-dashboard-ledger-score" />
        </Col>
        <Col xs={24} sm={8}>
          <Typography.Text strong type={ledger.consistent ? 'success' : 'danger'} data-testid="admin-dashboard-ledger-state">
            {ledger.consistent ? text('admin.dashboard.ledger.consistent') : text('admin.dashboard.ledger.mismatches', { count: intl.formatNumber(ledger.mismatches) })}
          </Typography.Text>
        </Col>
      </Row>
    </Card>
  );
}
