import { Button } from 'antd';
import { BarChartOutlined, DatabaseOutlined, FundViewOutlined, SearchOutlined } from '@ant-design/icons';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { routes } from '../../../generated/routes';
import { menu } from '../../../generated/menu';
import { BRAND_COLOR, BRAND_DARK } from '../../styles/theme';
import patternUrl from '../../assets/hero-pattern.svg';
import './home.css';

// Figures in the hero come from the manifest, so they stay true as pages are added.
const databaseCount = routes.filter((route) => route.kind === 'database').length;
const channelCount = menu.find((area) => area.id === 'market-database')?.sections.length ?? 0;

const features = [
  { key: 'basic', icon: <DatabaseOutlined /> },
  { key: 'market', icon: <BarChartOutlined /> },
  { key: 'competitive', icon: <FundViewOutlined /> },
  { key: 'search', icon: <SearchOutlined /> },
];

const stats = [
  { value: String(databaseCount), label: 'home.stats.databases' },
  { value: String(channelCount), label: 'home.stats.channels' },
  { value: '31', label: 'home.stats.provinces' },
  { value: 'MAT · YTD', label: 'home.stats.monthly' },
];

/**
 * What a visitor sees: what the product offers, with login, trial and support at hand. Headings,
 * figures and cards are plain markup styled in home.css (the look of antd's Typography, Statistic
 * and Card): this is the first paint of every first visit, and only the buttons need antd.
 */
export default function HomeHero({ onLogin }: { onLogin: () => void }) {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  return (
    <div className="chis-page" data-testid="home-hero">
      <section
        className="chis-hero"
        style={{
          background: `url("${patternUrl}") right bottom / 560px no-repeat, linear-gradient(120deg, ${BRAND_DARK} 0%, ${BRAND_COLOR} 70%, #1a8a94 100%)`,
        }}
      >
        <span className="chis-hero-eyebrow">{text('home.hero.eyebrow')}</span>
        <h1 className="chis-hero-title">{text('home.hero.title')}</h1>
        <p className="chis-hero-subtitle">{text('home.hero.subtitle')}</p>
        <div className="chis-hero-actions">
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
        </div>
        <dl className="chis-hero-stats">
          {stats.map((stat) => (
            <div key={stat.label}>
              <dt>{text(stat.label)}</dt>
              <dd>{stat.value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <div className="chis-hero-features">
        {features.map((feature) => (
          <article key={feature.key} className="chis-hero-feature">
            <div className="chis-hero-feature-icon" style={{ color: BRAND_COLOR }}>
              {feature.icon}
            </div>
            <h5>{text(`home.feature.${feature.key}.title`)}</h5>
            <p>{text(`home.feature.${feature.key}.text`)}</p>
          </article>
        ))}
      </div>
    </div>
  );
}
