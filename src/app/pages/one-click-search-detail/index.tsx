import { Button, Card, Col, Descriptions, Empty, Result, Row, Tag, Typography } from 'antd';
import { DatabaseOutlined, RightOutlined, SearchOutlined } from '@ant-design/icons';
import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { permissionCodesAtom } from '../../state/session';
import { searchHref } from '../../layout/search-links';
import { useLabel } from '../../layout/use-title';
import { databaseHref, groupOf } from '../one-click-search/search-groups';
import { databasePagesOf } from '../one-click-search/database-links';
import { BRAND_COLOR } from '../../styles/theme';

/**
 * /one-click-search-detail?type=…&id=…&name=…: the chosen hit's identity and every database page
 * (of those the user may open) that can mention it, each already filtered by its name.
 */
export default function OneClickSearchDetailPage() {
  const intl = useIntl();
  const pick = useLabel();
  const codes = useAtomValue(permissionCodesAtom);
  const [params] = useSearchParams();
  const type = params.get('type') ?? '';
  const id = params.get('id') ?? '';
  const name = params.get('name') ?? '';
  const group = groupOf(type);

  if (!group || !name) {
    return (
      <Card className="chis-card chis-page-narrow" data-testid="one-click-search-detail-invalid">
        <Result
          status="warning"
          title={intl.formatMessage({ id: 'one-click-search-detail.invalid' })}
          extra={
            <Link to="/one-click-search">
              <Button type="primary">{intl.formatMessage({ id: 'one-click-search-detail.backToSearch' })}</Button>
            </Link>
          }
        />
      </Card>
    );
  }

  const pages = databasePagesOf(group.sections, codes);
  return (
    <div className="chis-page" data-testid="one-click-search-detail">
      <Card className="chis-card" style={{ marginBottom: 20 }}>
        <div style={{ display: 'flex', alignItems: 'center', gap: 12, flexWrap: 'wrap' }}>
          <Typography.Title level={3} style={{ margin: 0 }} data-testid="one-click-search-detail-name">
            {name}
          </Typography.Title>
          <Tag color="cyan" bordered={false}>
            {intl.formatMessage({ id: `layout.search.type.${type}` })}
          </Tag>
          <Link to={searchHref(name)} style={{ marginInlineStart: 'auto' }}>
            <Button icon={<SearchOutlined />}>{intl.formatMessage({ id: 'one-click-search-detail.searchAgain' })}</Button>
          </Link>
        </div>
        <Descriptions size="small" column={{ xs: 1, md: 3 }} style={{ marginTop: 16 }}>
          <Descriptions.Item label={intl.formatMessage({ id: 'one-click-search-detail.kind' })}>
            {intl.formatMessage({ id: `one-click-search.group.${group.id}` })}
          </Descriptions.Item>
          <Descriptions.Item label={intl.formatMessage({ id: 'one-click-search-detail.id' })}>
            <Typography.Text copyable>{id}</Typography.Text>
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <Card className="chis-card" title={intl.formatMessage({ id: 'one-click-search-detail.databases' })}>
        <Typography.Paragraph type="secondary">
          {intl.formatMessage({ id: 'one-click-search-detail.databasesHint' }, { name })}
        </Typography.Paragraph>
        {pages.length === 0 ? (
          <Empty description={intl.formatMessage({ id: 'one-click-search-detail.noDatabases' })} />
        ) : (
          <Row gutter={[12, 12]} data-testid="one-click-search-detail-links">
            {pages.map((page) => (
              <Col key={page.id} xs={24} sm={12} xl={8}>
                <Link
                  to={databaseHref(page.path, name)}
                  data-testid={`one-click-search-detail-link-${page.id}`}
                  style={{
                    display: 'flex',
                    alignItems: 'center',
                    gap: 10,
                    padding: '12px 14px',
                    borderRadius: 8,
                    background: '#f5f8fa',
                  }}
                >
                  <DatabaseOutlined style={{ color: BRAND_COLOR }} />
                  <span style={{ flex: 1 }}>{pick(page.title)}</span>
                  <RightOutlined style={{ fontSize: 10, color: '#bfbfbf' }} />
                </Link>
              </Col>
            ))}
          </Row>
        )}
      </Card>
    </div>
  );
}
