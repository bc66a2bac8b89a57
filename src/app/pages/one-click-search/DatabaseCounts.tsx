import { Badge, Col, Empty, Row, Typography } from 'antd';
import { DatabaseOutlined } from '@ant-design/icons';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { SectionCounts } from '../../../api/home';
import { useLabel } from '../../layout/use-title';
import { BRAND_COLOR } from '../../styles/theme';
import { withMessages } from '../../i18n/ExtendedIntl';
import { mergeMessages } from '../../i18n/merge';
import messages from './database-counts/messages.ts?compiled';

/**
 * Matching rows per basic database, grouped by menu section, each page linking to its list filtered
 * by `linkKeyword` (so the page's total is the count shown). Pages with no match are shown greyed.
 */
function DatabaseCounts({
  sections,
  linkKeyword,
  testId,
}: {
  sections: SectionCounts[];
  linkKeyword: string;
  testId: string;
}) {
  const intl = useIntl();
  const pick = useLabel();
  if (sections.length === 0) return <Empty description={intl.formatMessage({ id: 'database-counts.none' })} />;
  return (
    <div data-testid={testId}>
      {sections.map((section) => (
        <section key={section.id} data-testid={`${testId}-section-${section.id}`} style={{ marginBottom: 16 }}>
          <Typography.Title level={5} style={{ marginTop: 0 }}>
            {pick(section.title)}
            <Typography.Text
              type="secondary"
              style={{
                fontSize: 13,
                fontWeight: 'normal',
                marginInlineStart: 8,
              }}
            >
              {intl.formatMessage({ id: 'database-counts.sectionTotal' }, { count: section.total })}
            </Typography.Text>
          </Typography.Title>
          <Row gutter={[12, 12]}>
            {section.pages.map((page) => (
              <Col key={page.id} xs={24} sm={12} xl={8}>
                <Link
                  to={`${page.path}?${new URLSearchParams({ keyword: linkKeyword })}`}
                  data-testid={`${testId}-link-${page.id}`}
                  style={{
                    display: 'flex',
                    alignItems: 'center',
                    gap: 10,
                    padding: '10px 14px',
                    borderRadius: 8,
                    background: '#f5f8fa',
                    opacity: page.count ? 1 : 0.55,
                  }}
                >
                  <DatabaseOutlined style={{ color: BRAND_COLOR }} />
                  <span style={{ flex: 1, minWidth: 0 }}>{pick(page.title)}</span>
                  <Badge
                    count={page.count === null ? '–' : intl.formatNumber(page.count)}
                    showZero
                    color={page.count ? BRAND_COLOR : '#bfbfbf'}
                    data-testid={`${testId}-count-${page.id}`}
                  />
                </Link>
              </Col>
            ))}
          </Row>
        </section>
      ))}
    </div>
  );
}

// Its own texts, so whichever page draws it (search, result page) shows words, not message ids.
export default withMessages(DatabaseCounts, mergeMessages({ './database-counts/messages.ts': messages }));
