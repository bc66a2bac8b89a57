// /user/overview: balance and points, the subscriptions that have not ended (plan and expiry), and both over
// the last 7 days (inline SVG lines with a legend: no chart library in the member chunks).
import { useEffect, useState } from 'react';
import { Alert, Card, Col, List, Row, Skeleton, Statistic } from 'antd';
import { useIntl } from 'react-intl';
import { getOverview, type MemberOverview } from './api';
import { subscriptionText } from './format';

const WIDTH = 560;
const HEIGHT = 160;
const PAD = 24;

const yuan = (cents: number) => cents / 100;

function line(values: number[]): string {
  const max = Math.max(1, ...values);
  const step = (WIDTH - 2 * PAD) / Math.max(1, values.length - 1);
  return values.map((value, i) => `${PAD + i * step},${HEIGHT - PAD - (value / max) * (HEIGHT - 2 * PAD)}`).join(' ');
}

function SevenDays({ series }: { series: MemberOverview['series'] }) {
  const intl = useIntl();
  const first = series[0];
  const last = series[series.length - 1];
  const summary = intl.formatMessage(
    { id: 'member.overview.chartSummary' },
    { moneyFrom: intl.formatNumber(yuan(first.money)), moneyTo: intl.formatNumber(yuan(last.money)), scoreFrom: first.score, scoreTo: last.score },
  );
  return (
    <figure style={{ margin: 0 }}>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width="100%" role="img" aria-label={summary} data-testid="member-overview-chart">
        <polyline points={line(series.map((d) => d.money))} fill="none" stroke="#0b6478" strokeWidth={2} />
        {/* Each line has its own scale, so the two may coincide: points are dashed to show through. */}
        <polyline points={line(series.map((d) => d.score))} fill="none" stroke="#f0a020" strokeWidth={2} strokeDasharray="6 4" />
        {series.map((d, i) => (
          <text key={d.day} x={PAD + (i * (WIDTH - 2 * PAD)) / Math.max(1, series.length - 1)} y={HEIGHT - 6} fontSize={10} textAnchor="middle">
            {d.day.slice(5)}
          </text>
        ))}
      </svg>
      <figcaption>
        <span className="chis-member-legend" data-testid="member-overview-legend">
          <svg width={24} height={8} aria-hidden="true">
            <line x1={0} y1={4} x2={24} y2={4} stroke="#0b6478" strokeWidth={2} />
          </svg>{' '}
          {intl.formatMessage({ id: 'member.overview.money' })}{' '}
          <svg width={24} height={8} aria-hidden="true">
            <line x1={0} y1={4} x2={24} y2={4} stroke="#f0a020" strokeWidth={2} strokeDasharray="6 4" />
          </svg>{' '}
          {intl.formatMessage({ id: 'member.overview.score' })}
        </span>
        <br />
        {summary}
      </figcaption>
    </figure>
  );
}

export default function OverviewPage() {
  const intl = useIntl();
  const [overview, setOverview] = useState<MemberOverview | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    getOverview().then(
      (answer) => live && setOverview(answer),
      (failure: unknown) => live && setError(failure instanceof Error ? failure.message : String(failure)),
    );
    return () => {
      live = false;
    };
  }, []);
  if (error) return <Alert type="error" message={intl.formatMessage({ id: 'member.loadFailed' }, { message: error })} />;
  if (!overview) return <Skeleton active />;
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} md={8}>
        <Card>
          <Statistic title={intl.formatMessage({ id: 'member.overview.money' })} value={yuan(overview.money)} precision={2} data-testid="member-overview-money" />
        </Card>
      </Col>
      <Col xs={24} md={8}>
        <Card>
          <Statistic title={intl.formatMessage({ id: 'member.overview.score' })} value={overview.score} data-testid="member-overview-score" />
        </Card>
      </Col>
      <Col xs={24} md={8}>
        <Card title={intl.formatMessage({ id: 'member.overview.subscriptions' })} size="small">
          <List
            size="small"
            dataSource={overview.subscriptions}
            data-testid="member-overview-subscriptions"
            locale={{ emptyText: intl.formatMessage({ id: 'member.overview.noSubscription' }) }}
            renderItem={(s) => <List.Item>{subscriptionText(intl, s)}</List.Item>}
          />
        </Card>
      </Col>
      <Col span={24}>
        <Card title={intl.formatMessage({ id: 'member.overview.chart' })}>
          <SevenDays series={overview.series} />
        </Card>
      </Col>
    </Row>
  );
}
