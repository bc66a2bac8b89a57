import { useEffect, useState } from 'react';
import { Card, Col, List, Row, Typography } from 'antd';
import { CreditCardOutlined, CustomerServiceOutlined, CrownOutlined, InfoCircleOutlined, UserOutlined } from '@ant-design/icons';
import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { menu } from '../../../generated/menu';
import { getLicence } from '../../../api/licence';
import { licenceNote } from '../../../shared/market-notes';
import { permissionCodesAtom, userInfoAtom } from '../../state/session';
import { filterMenuByCodes } from '../../layout/menu-filter';
import SearchBox from '../../layout/SearchBox';
import { BRAND_COLOR, BRAND_DARK } from '../../styles/theme';
import EntryCards from './EntryCards';
import NewVersionPopup from './NewVersionPopup';
import { withMessages } from '../../i18n/ExtendedIntl';
import { mergeMessages } from '../../i18n/merge';
import messages from './dashboard/messages.ts?compiled';

/** How often each market channel refreshes, keyed by its menu section. */
const NOTES = [
  { section: 'drug-sale', id: 'home.dashboard.note.retail' },
  { section: 'degree-hospital', id: 'home.dashboard.note.hospital' },
  { section: 'grassroots-medical-institution', id: 'home.dashboard.note.grassroots' },
  { section: 'b2c', id: 'home.dashboard.note.b2c' },
];

const SHORTCUTS = [
  { to: '/user-center/index', icon: <UserOutlined />, label: 'home.dashboard.link.userCenter' },
  { to: '/user-center/card-pay', icon: <CreditCardOutlined />, label: 'home.dashboard.link.cardPay' },
  { to: '/service-and-support', icon: <CustomerServiceOutlined />, label: 'home.dashboard.link.support' },
  { to: '/chis-pro', icon: <CrownOutlined />, label: 'home.dashboard.link.pro' },
];

/** The licensed provinces when narrower than all of China, once the licence has loaded; else null. */
function useLicensedProvinces(): string[] | null {
  const [provinces, setProvinces] = useState<string[] | null>(null);
  useEffect(() => {
    let live = true;
    getLicence()
      .then((licence) => live && setProvinces(licence.provinces))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return provinces;
}

function lastLoginText(info: unknown): string | undefined {
  if (info && typeof info === 'object' && 'time' in info && typeof info.time === 'string') return info.time;
  return undefined;
}

/** The signed-in home: search first, then the user's databases, data notes and shortcuts. */
function HomeDashboard() {
  const intl = useIntl();
  const user = useAtomValue(userInfoAtom);
  const name = user?.nickName || user?.userName;
  const lastLogin = lastLoginText(user?.lastLoginInfo);
  // Only the channels this user can open: a note about a market they cannot see is noise.
  const openSections = new Set(
    filterMenuByCodes(menu, useAtomValue(permissionCodesAtom)).flatMap((area) => area.sections.map((section) => section.id)),
  );
  const notes = NOTES.filter((note) => openSections.has(note.section)).map((note) => note.id);
  // A licence narrower than China (a trial's 北京 + 上海) is not called national (issue 26 item 8).
  const provinces = useLicensedProvinces();
  const locale = intl.locale === 'en' ? 'en' : 'zh-cn';

  return (
    <div className="chis-page" data-testid="home-dashboard">
      <div
        style={{
          borderRadius: 12,
          padding: '28px 32px',
          background: `linear-gradient(120deg, ${BRAND_DARK} 0%, ${BRAND_COLOR} 100%)`,
          color: '#fff',
          marginBottom: 20,
        }}
      >
        <Typography.Title level={3} style={{ color: '#fff', margin: 0 }} data-testid="home-welcome">
          {name
            ? intl.formatMessage({ id: 'home.dashboard.welcome' }, { name })
            : intl.formatMessage({ id: 'home.dashboard.welcomeAnonymous' })}
        </Typography.Title>
        {lastLogin && (
          <Typography.Text style={{ color: 'rgba(255,255,255,0.7)', fontSize: 13 }}>
            {intl.formatMessage({ id: 'home.dashboard.lastLogin' }, { time: lastLogin })}
          </Typography.Text>
        )}
        <div style={{ marginTop: 20, maxWidth: 720 }}>
          <SearchBox size="large" width="100%" testId="home-search" />
          <Typography.Text style={{ color: 'rgba(255,255,255,0.7)', fontSize: 12, display: 'block', marginTop: 8 }}>
            {intl.formatMessage({ id: 'home.dashboard.searchHint' })}
          </Typography.Text>
        </div>
      </div>
      <Row gutter={20}>
        <Col xs={24} xl={17}>
          <Typography.Title level={5} style={{ marginTop: 0 }}>
            {intl.formatMessage({ id: 'home.dashboard.entries' })}
          </Typography.Title>
          <EntryCards />
        </Col>
        <Col xs={24} xl={7}>
          <Card
            className="chis-card"
            title={
              <span>
                <InfoCircleOutlined style={{ color: BRAND_COLOR, marginInlineEnd: 8 }} />
                {intl.formatMessage({ id: 'home.dashboard.notes' })}
              </span>
            }
            style={{ marginBottom: 20, marginTop: 34 }}
            data-testid="home-data-notes"
          >
            {notes.length > 0 && (
              <List
                size="small"
                split={false}
                dataSource={notes}
                renderItem={(id) => <List.Item style={{ paddingInline: 0 }}>{intl.formatMessage({ id })}</List.Item>}
              />
            )}
            <Typography.Paragraph type="secondary" style={{ fontSize: 12, marginTop: 8, marginBottom: 0 }} data-testid="home-data-notes-projection">
              {provinces
                ? intl.formatMessage({ id: 'home.dashboard.note.projectionLicensed' }, { licence: licenceNote(provinces, locale) })
                : intl.formatMessage({ id: 'home.dashboard.note.projection' })}
            </Typography.Paragraph>
            <Link to="/service-and-support#data-notes" style={{ display: 'inline-block', marginTop: 8, fontSize: 13 }}>
              {intl.formatMessage({ id: 'home.dashboard.note.more' })} →
            </Link>
          </Card>
          <Card className="chis-card" title={intl.formatMessage({ id: 'home.dashboard.links' })}>
            <Row gutter={[8, 8]}>
              {SHORTCUTS.map((shortcut) => (
                <Col span={12} key={shortcut.to}>
                  <Link
                    to={shortcut.to}
                    style={{ display: 'flex', alignItems: 'center', gap: 8, padding: '10px 12px', borderRadius: 8, background: '#f5f8fa' }}
                  >
                    <span style={{ color: BRAND_COLOR }}>{shortcut.icon}</span>
                    {intl.formatMessage({ id: shortcut.label })}
                  </Link>
                </Col>
              ))}
            </Row>
          </Card>
        </Col>
      </Row>
      <NewVersionPopup />
    </div>
  );
}

// Its texts come with the dashboard's chunk, not with the visitor's first download.
export default withMessages(HomeDashboard, mergeMessages({ './dashboard/messages.ts': messages }));
