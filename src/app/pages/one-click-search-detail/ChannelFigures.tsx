import { Card, Col, Progress, Row, Statistic, Table, Typography } from 'antd';
import { useIntl } from 'react-intl';
import type { SearchItem } from '../../../api/home';
import { BRAND_COLOR } from '../../styles/theme';
import { formatAmount, formatAmountValue, formatGrowth, formatShare } from './figures';

const growthColor = (growth: number | null) => (growth === null ? undefined : growth >= 0 ? '#cf1322' : '#389e0d');

/** KPI cards per channel (latest MAT), the channel mix as bars and the monthly trend as a table. */
export default function ChannelFigures({ stats }: { stats: Pick<SearchItem, 'channels' | 'trend'> }) {
  const intl = useIntl();
  const label = (channel: string) => intl.formatMessage({ id: `one-click-search-detail.channel.${channel}` });
  const stored = stats.channels.filter((figure) => figure.channel !== 'OMNI');
  return (
    <>
      <Row gutter={[12, 12]} style={{ marginBottom: 20 }} data-testid="one-click-search-detail-kpis">
        {stats.channels.map((figure) => (
          <Col key={figure.channel} flex="1 1 200px">
            <Card className="chis-card" size="small" data-testid={`one-click-search-detail-kpi-${figure.channel}`}>
              <Statistic title={label(figure.channel)} value={formatAmount(intl, figure.amount)} valueStyle={{ fontSize: 20 }} />
              <Typography.Text style={{ color: growthColor(figure.growth) }}>
                {intl.formatMessage({ id: 'one-click-search-detail.growth' })} {formatGrowth(intl, figure)}
              </Typography.Text>
              <br />
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {intl.formatMessage({ id: 'one-click-search-detail.share' })} {formatShare(intl, figure.share)} ·{' '}
                {intl.formatMessage({ id: 'one-click-search-detail.asOf' }, { month: figure.dataAsOf ?? '–' })}
              </Typography.Text>
            </Card>
          </Col>
        ))}
      </Row>
      <Row gutter={[20, 20]} style={{ marginBottom: 20 }}>
        <Col xs={24} lg={8}>
          <Card className="chis-card" title={intl.formatMessage({ id: 'one-click-search-detail.mix' })} style={{ height: '100%' }}>
            {stored.map((figure) => (
              <div key={figure.channel} data-testid={`one-click-search-detail-mix-${figure.channel}`}>
                <Typography.Text>{label(figure.channel)}</Typography.Text>
                <Progress percent={Math.round((figure.share ?? 0) * 1000) / 10} strokeColor={BRAND_COLOR} size="small" />
              </div>
            ))}
          </Card>
        </Col>
        <Col xs={24} lg={16}>
          <Card className="chis-card" title={intl.formatMessage({ id: 'one-click-search-detail.trend' })} style={{ height: '100%' }}>
            <Table
              size="small"
              pagination={false}
              scroll={{ x: 'max-content' }}
              data-testid="one-click-search-detail-trend"
              rowKey="channel"
              dataSource={stats.channels.map((figure) => ({
                channel: figure.channel,
                values: stats.trend.series[figure.channel],
              }))}
              columns={[
                {
                  key: 'channel',
                  title: '',
                  fixed: 'left',
                  render: (_, row) => label(row.channel),
                },
                ...stats.trend.months.map((month, i) => ({
                  key: month,
                  title: month,
                  align: 'right' as const,
                  render: (_: unknown, row: { values: number[] }) => formatAmountValue(intl, row.values[i]),
                })),
              ]}
            />
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {intl.formatMessage({ id: 'one-click-search-detail.trendUnit' })}
            </Typography.Text>
          </Card>
        </Col>
      </Row>
    </>
  );
}
