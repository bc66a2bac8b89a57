import { Button, Card, Col, Row, Space, Statistic, Typography } from 'antd';
import { BarChartOutlined, DatabaseOutlined, FundViewOutlined, SearchOutlined } from '@ant-design/icons';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { routes } from '../../../generated/routes';
import { menu } from '../../../generated/menu';
import { BRAND_COLOR, BRAND_DARK } from '../../styles/theme';
import patternUrl from '../../assets/hero-pattern.svg';

// Figures in the hero come from the manifest, so they stay true as pages are added.
const databaseCount = routes.filter((route) => route.kind === 'database').length;
const channelCount = menu.find((area) => area.id === 'market-database')?.sections.length ?? 0;

const features = [
  { key: 'basic', icon: <DatabaseOutlined /> },
  { key: 'market', icon: <BarChartOutlined /> },
  { key: 'competitive', icon: <FundViewOutlined /> },
  { key: 'search', icon: <SearchOutlined /> },
];

/** What a visitor sees: what the product offers, with login, trial and support at hand. */
export default function HomeHero({ onLogin }: { onLogin: () => void }) {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  return (
    <div className="chis-page" data-testid="home-hero">
      <div
        style={{
          borderRadius: 12,
          padding: '56px 56px 48px',
          color: '#fff',
          background: `url("${patternUrl}") right bottom / 560px no-repeat, linear-gradient(120deg, ${BRAND_DARK} 0%, ${BRAND_COLOR} 70%, #1a8a94 100%)`,
          boxShadow: '0 10px 30px rgba(6, 57, 74, 0.25)',
        }}
      >
        <Typography.Text style={{ color: 'rgba(255,255,255,0.75)', letterSpacing: 1 }}>{text('home.hero.eyebrow')}</Typography.Text>
        <Typography.Title style={{ color: '#fff', margin: '12px 0 16px', fontSize: 36, maxWidth: 720 }}>
          {text('home.hero.title')}
        </Typography.Title>
        <Typography.Paragraph style={{ color: 'rgba(255,255,255,0.85)', fontSize: 16, maxWidth: 680, lineHeight: 1.8 }}>
          {text('home.hero.subtitle')}
        </Typography.Paragraph>
        <Space size={12} style={{ marginTop: 16 }} wrap>
          <Button size="large" onClick={onLogin} data-testid="hero-login" style={{ minWidth: 120, fontWeight: 600, color: BRAND_DARK }}>
            {text('home.hero.login')}
          </Button>
          <Link to="/account-apply">
            <Button size="large" ghost data-testid="hero-apply" style={{ minWidth: 120 }}>
              {text('home.hero.apply')}
            </Button>
          </Link>
          <Link to="/service-and-support">
            <Button size="large" type="link" style={{ color: '#fff' }}>
              {text('home.hero.support')} →
            </Button>
          </Link>
        </Space>
        <Row gutter={32} style={{ marginTop: 40, maxWidth: 720 }}>
          {[
            { value: databaseCount, label: 'home.stats.databases' },
            { value: channelCount, label: 'home.stats.channels' },
            { value: 31, label: 'home.stats.provinces' },
          ].map((stat) => (
            <Col key={stat.label}>
              <Statistic
                value={stat.value}
                valueStyle={{ color: '#fff', fontWeight: 600 }}
                title={<span style={{ color: 'rgba(255,255,255,0.7)' }}>{text(stat.label)}</span>}
              />
            </Col>
          ))}
          <Col>
            <Statistic
              value="MAT · YTD"
              valueStyle={{ color: '#fff', fontWeight: 600 }}
              title={<span style={{ color: 'rgba(255,255,255,0.7)' }}>{text('home.stats.monthly')}</span>}
            />
          </Col>
        </Row>
      </div>
      <Row gutter={[20, 20]} style={{ marginTop: 24 }}>
        {features.map((feature) => (
          <Col key={feature.key} xs={24} sm={12} lg={6}>
            <Card className="chis-card chis-card-hover" style={{ height: '100%' }}>
              <div style={{ fontSize: 26, color: BRAND_COLOR, marginBottom: 12 }}>{feature.icon}</div>
              <Typography.Title level={5} style={{ marginTop: 0 }}>
                {text(`home.feature.${feature.key}.title`)}
              </Typography.Title>
              <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
                {text(`home.feature.${feature.key}.text`)}
              </Typography.Paragraph>
            </Card>
          </Col>
        ))}
      </Row>
    </div>
  );
}
