import { Button, Card, Col, Row, Space, Table, Typography } from 'antd';
import { ApiOutlined, CheckOutlined, CrownOutlined, MinusOutlined, TeamOutlined, ThunderboltOutlined, ApartmentOutlined } from '@ant-design/icons';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { BRAND_COLOR, BRAND_DARK } from '../../styles/theme';

const HIGHLIGHTS = [
  { key: 'custom', icon: <ApartmentOutlined /> },
  { key: 'api', icon: <ApiOutlined /> },
  { key: 'team', icon: <TeamOutlined /> },
  { key: 'speed', icon: <ThunderboltOutlined /> },
];

/** Which edition has what: [row key, standard, professional]. */
const COMPARISON: [string, boolean, boolean][] = [
  ['basic', true, true],
  ['market', true, true],
  ['city', false, true],
  ['customMarket', false, true],
  ['api', false, true],
  ['seats', false, true],
  ['analyst', false, true],
];

/** /chis-pro: the professional edition's pitch, with a way to reach sales. */
export default function ChisProPage() {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  const mark = (on: boolean) => (on ? <CheckOutlined style={{ color: '#52c41a' }} /> : <MinusOutlined style={{ color: '#bfbfbf' }} />);
  return (
    <div className="chis-page" data-testid="chis-pro">
      <div
        style={{
          borderRadius: 12,
          padding: '48px 48px 40px',
          color: '#fff',
          background: `linear-gradient(120deg, #1d2b3a 0%, ${BRAND_DARK} 55%, ${BRAND_COLOR} 100%)`,
          marginBottom: 24,
        }}
      >
        <Space>
          <CrownOutlined style={{ color: '#ffd56b', fontSize: 22 }} />
          <Typography.Text style={{ color: '#ffd56b', letterSpacing: 1 }}>{text('chis-pro.eyebrow')}</Typography.Text>
        </Space>
        <Typography.Title style={{ color: '#fff', margin: '12px 0' }}>{text('chis-pro.title')}</Typography.Title>
        <Typography.Paragraph style={{ color: 'rgba(255,255,255,0.85)', fontSize: 16, maxWidth: 720 }}>
          {text('chis-pro.subtitle')}
        </Typography.Paragraph>
        <Space size={12} style={{ marginTop: 8 }}>
          <a href={`mailto:${text('chis-pro.salesEmail')}?subject=${encodeURIComponent(text('chis-pro.mailSubject'))}`}>
            <Button size="large" style={{ color: BRAND_DARK, fontWeight: 600 }} data-testid="chis-pro-contact">
              {text('chis-pro.contact')}
            </Button>
          </a>
          <Link to="/service-and-support">
            <Button size="large" ghost>
              {text('chis-pro.support')}
            </Button>
          </Link>
        </Space>
      </div>
      <Row gutter={[20, 20]} style={{ marginBottom: 24 }}>
        {HIGHLIGHTS.map((item) => (
          <Col key={item.key} xs={24} sm={12} xl={6}>
            <Card className="chis-card" style={{ height: '100%' }}>
              <div style={{ fontSize: 26, color: BRAND_COLOR, marginBottom: 8 }}>{item.icon}</div>
              <Typography.Title level={5} style={{ marginTop: 0 }}>
                {text(`chis-pro.highlight.${item.key}`)}
              </Typography.Title>
              <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
                {text(`chis-pro.highlight.${item.key}.text`)}
              </Typography.Paragraph>
            </Card>
          </Col>
        ))}
      </Row>
      <Card className="chis-card" title={text('chis-pro.compare')}>
        <Table
          pagination={false}
          rowKey="key"
          data-testid="chis-pro-compare"
          dataSource={COMPARISON.map(([key, standard, pro]) => ({ key, standard, pro }))}
          columns={[
            { title: text('chis-pro.compare.feature'), dataIndex: 'key', render: (key: string) => text(`chis-pro.row.${key}`) },
            { title: text('chis-pro.compare.standard'), dataIndex: 'standard', align: 'center', width: 160, render: mark },
            { title: text('chis-pro.compare.pro'), dataIndex: 'pro', align: 'center', width: 160, render: mark },
          ]}
        />
      </Card>
    </div>
  );
}
