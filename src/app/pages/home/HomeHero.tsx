import BarChartOutlined from '@ant-design/icons-svg/es/asn/BarChartOutlined';
import DatabaseOutlined from '@ant-design/icons-svg/es/asn/DatabaseOutlined';
import FundViewOutlined from '@ant-design/icons-svg/es/asn/FundViewOutlined';
import SearchOutlined from '@ant-design/icons-svg/es/asn/SearchOutlined';
import { useIntl } from 'react-intl';
import { routes } from '../../../generated/routes';
import { menu } from '../../../generated/menu';
import { ButtonLink, PlainButton } from '../../../engine/widgets/PlainButton';
import SvgIcon from '../../../engine/widgets/SvgIcon';
import { BRAND_COLOR, BRAND_DARK } from '../../styles/theme';
import patternUrl from '../../assets/hero-pattern.svg';
import './home.css';

// Figures in the hero come from the manifest, so they stay true as pages are added.
const databaseCount = routes.filter((route) => route.kind === 'database').length;
const channelCount = menu.find((area) => area.id === 'market-database')?.sections.length ?? 0;

const features = [
  { key: 'basic', icon: DatabaseOutlined },
  { key: 'market', icon: BarChartOutlined },
  { key: 'competitive', icon: FundViewOutlined },
  { key: 'search', icon: SearchOutlined },
];

const stats = [
  { value: String(databaseCount), label: 'home.stats.databases' },
  { value: String(channelCount), label: 'home.stats.channels' },
  { value: '31', label: 'home.stats.provinces' },
  { value: 'MAT · YTD', label: 'home.stats.monthly' },
];

/**
 * What a visitor sees: what the product offers, with login, trial and support at hand. All plain
 * markup styled in home.css and plain-button.css (the look of antd's Typography, Statistic, Card
 * and Button): this is the first paint of every first visit, which does not download antd.
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
          <PlainButton large onClick={onLogin} data-testid="hero-login" style={{ minWidth: 120, fontWeight: 600, color: BRAND_DARK }}>
            {text('home.hero.login')}
          </PlainButton>
          <ButtonLink to="/account-apply" look="ghost" large data-testid="hero-apply" style={{ minWidth: 120 }}>
            {text('home.hero.apply')}
          </ButtonLink>
          <ButtonLink to="/service-and-support" look="link" large style={{ color: '#fff' }}>
            {`${text('home.hero.support')} →`}
          </ButtonLink>
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
              <SvgIcon icon={feature.icon} />
            </div>
            <h5>{text(`home.feature.${feature.key}.title`)}</h5>
            <p>{text(`home.feature.${feature.key}.text`)}</p>
          </article>
        ))}
      </div>
    </div>
  );
}
