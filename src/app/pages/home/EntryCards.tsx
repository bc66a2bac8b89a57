import { Card, Col, Empty, Row, Tag, Typography } from 'antd';
import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { menu } from '../../../generated/menu';
import { permissionCodesAtom } from '../../state/session';
import { filterMenuByCodes } from '../../layout/menu-filter';
import { sectionIcon } from '../../layout/section-icons';
import { useLabel } from '../../layout/use-title';
import { BRAND_COLOR } from '../../styles/theme';

/** Most pages listed on a card; the rest are one click away in the side menu. */
const LINKS_PER_CARD = 4;

/** One card per menu section the user may open, with direct links to its first pages. */
export default function EntryCards() {
  const intl = useIntl();
  const pick = useLabel();
  const codes = useAtomValue(permissionCodesAtom);
  const sections = filterMenuByCodes(menu, codes).flatMap((area) => area.sections.map((section) => ({ area, section })));

  if (sections.length === 0) {
    return <Empty description={intl.formatMessage({ id: 'home.dashboard.noEntries' })} data-testid="home-entries-empty" />;
  }
  return (
    <Row gutter={[16, 16]} data-testid="home-entries">
      {sections.map(({ area, section }) => (
        <Col key={section.id} xs={24} md={12} xl={8}>
          <Card className="chis-card chis-card-hover" style={{ height: '100%' }} data-testid={`home-entry-${section.id}`}>
            <Link to={section.items[0].path} style={{ display: 'flex', alignItems: 'center', gap: 12, marginBottom: 12 }}>
              <span
                style={{
                  width: 40,
                  height: 40,
                  borderRadius: 10,
                  display: 'inline-flex',
                  alignItems: 'center',
                  justifyContent: 'center',
                  fontSize: 20,
                  color: BRAND_COLOR,
                  background: 'rgba(11, 100, 120, 0.08)',
                }}
              >
                {sectionIcon(section.icon)}
              </span>
              <span>
                <Typography.Text strong style={{ fontSize: 15, display: 'block' }}>
                  {pick(section.title)}
                </Typography.Text>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {pick(area.title)} · {intl.formatMessage({ id: 'home.dashboard.pages' }, { count: section.items.length })}
                </Typography.Text>
              </span>
            </Link>
            <div style={{ display: 'flex', flexWrap: 'wrap', gap: 6 }}>
              {section.items.slice(0, LINKS_PER_CARD).map((item) => (
                <Link key={item.routeId} to={item.path}>
                  <Tag bordered={false} style={{ cursor: 'pointer', marginInlineEnd: 0 }}>
                    {pick(item.title)}
                  </Tag>
                </Link>
              ))}
            </div>
          </Card>
        </Col>
      ))}
    </Row>
  );
}
