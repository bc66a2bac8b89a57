import { Card, Col, Collapse, Descriptions, Row, Typography } from 'antd';
import { ClockCircleOutlined, MailOutlined, PhoneOutlined, WechatOutlined } from '@ant-design/icons';
import { useIntl } from 'react-intl';
import { BRAND_COLOR } from '../../styles/theme';

const CHANNELS = [
  { key: 'phone', icon: <PhoneOutlined /> },
  { key: 'email', icon: <MailOutlined /> },
  { key: 'wechat', icon: <WechatOutlined /> },
  { key: 'hours', icon: <ClockCircleOutlined /> },
];

const FAQ = ['login', 'trial', 'permission', 'export', 'search', 'card'];

// Period definitions follow the domain notes §2.2 (MONTH, QUARTER, YEAR, YTD, MAT).
const PERIODS = ['MONTH', 'QUARTER', 'YEAR', 'YTD', 'MAT'];

/** /service-and-support: contact channels, frequent questions and how to read the data. */
export default function ServiceAndSupportPage() {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  return (
    <div className="chis-page" data-testid="service-and-support">
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {text('service-and-support.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{text('service-and-support.subtitle')}</Typography.Paragraph>
      <Row gutter={[20, 20]} style={{ marginBottom: 20 }}>
        {CHANNELS.map((channel) => (
          <Col key={channel.key} xs={24} sm={12} xl={6}>
            <Card className="chis-card" style={{ height: '100%' }} data-testid={`support-channel-${channel.key}`}>
              <div style={{ fontSize: 24, color: BRAND_COLOR }}>{channel.icon}</div>
              <Typography.Text type="secondary">{text(`service-and-support.channel.${channel.key}`)}</Typography.Text>
              <Typography.Title level={5} style={{ margin: '4px 0 0' }}>
                {text(`service-and-support.channel.${channel.key}.value`)}
              </Typography.Title>
            </Card>
          </Col>
        ))}
      </Row>
      <Row gutter={20}>
        <Col xs={24} lg={12}>
          <Card className="chis-card" title={text('service-and-support.faq')} style={{ marginBottom: 20 }}>
            <Collapse
              ghost
              data-testid="support-faq"
              items={FAQ.map((key) => ({
                key,
                label: text(`service-and-support.faq.${key}.q`),
                children: <Typography.Paragraph style={{ marginBottom: 0 }}>{text(`service-and-support.faq.${key}.a`)}</Typography.Paragraph>,
              }))}
            />
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card className="chis-card" title={text('service-and-support.notes')} id="data-notes" data-testid="support-data-notes">
            <Typography.Title level={5} style={{ marginTop: 0 }}>
              {text('service-and-support.notes.sources')}
            </Typography.Title>
            <Typography.Paragraph>{text('service-and-support.notes.sources.text')}</Typography.Paragraph>
            <Typography.Title level={5}>{text('service-and-support.notes.projection')}</Typography.Title>
            <Typography.Paragraph>{text('service-and-support.notes.projection.text')}</Typography.Paragraph>
            <Typography.Title level={5}>{text('service-and-support.notes.periods')}</Typography.Title>
            <Descriptions column={1} size="small" bordered>
              {PERIODS.map((period) => (
                <Descriptions.Item key={period} label={period}>
                  {text(`service-and-support.period.${period}`)}
                </Descriptions.Item>
              ))}
            </Descriptions>
            <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0, fontSize: 13 }}>
              {text('service-and-support.notes.growth')}
            </Typography.Paragraph>
          </Card>
        </Col>
      </Row>
    </div>
  );
}
