import { useEffect, useState } from 'react';
import { Button, Card, Descriptions, Result, Skeleton, Tag, Typography } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { searchItem, type SearchItem } from '../../../api/home';
import { ApiError } from '../../../api/types';
import { searchHref } from '../../layout/search-links';
import DatabaseCounts from '../one-click-search/DatabaseCounts';
import ChannelFigures from './ChannelFigures';

/** `problem`: why the item could not load, when it is not simply an unknown type or id. */
type Loaded = { key: string; item: SearchItem | null; problem?: string };

// An unknown type or id is the "no such item" the page explains; anything else (offline, a server
// failure) is said as the client words it.
function problemOf(error: unknown): string | undefined {
  if (error instanceof ApiError && (error.code === 400 || error.code === 404)) return undefined;
  return error instanceof Error ? error.message : String(error);
}

/**
 * /one-click-search-detail?type=…&id=…: one item's identity, its latest-MAT sales per channel (in
 * the user's licensed provinces) with mix and monthly trend, and the database pages mentioning it.
 */
export default function OneClickSearchDetailPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const type = params.get('type') ?? '';
  const id = params.get('id') ?? '';
  const key = `${type}:${id}`;
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(() => {
    if (!type || !id) return;
    let live = true;
    searchItem(type, id)
      .then((item) => live && setLoaded({ key, item }))
      .catch((error: unknown) => live && setLoaded({ key, item: null, problem: problemOf(error) }));
    return () => {
      live = false;
    };
  }, [type, id, key]);

  const current = loaded?.key === key ? loaded : null;
  if (!type || !id || (current && !current.item)) {
    return (
      <Card className="chis-card chis-page-narrow" data-testid="one-click-search-detail-invalid">
        <Result
          status={current?.problem ? 'error' : 'warning'}
          title={intl.formatMessage({ id: current?.problem ? 'one-click-search-detail.failed' : 'one-click-search-detail.invalid' })}
          subTitle={current?.problem}
          extra={
            <Link to="/one-click-search">
              <Button type="primary">
                {intl.formatMessage({
                  id: 'one-click-search-detail.backToSearch',
                })}
              </Button>
            </Link>
          }
        />
      </Card>
    );
  }
  if (!current?.item) return <Skeleton active />;

  const { item, sections } = current.item;
  const name = intl.locale.startsWith('en') && item.nameEn ? item.nameEn : item.name;
  return (
    <div className="chis-page" data-testid="one-click-search-detail">
      <Card className="chis-card" style={{ marginBottom: 20 }}>
        <div
          style={{
            display: 'flex',
            alignItems: 'center',
            gap: 12,
            flexWrap: 'wrap',
          }}
        >
          <Typography.Title level={3} style={{ margin: 0 }} data-testid="one-click-search-detail-name">
            {name}
          </Typography.Title>
          <Tag color="cyan" bordered={false}>
            {intl.formatMessage({ id: `layout.search.type.${item.type}` })}
          </Tag>
          <Link to={searchHref(item.name)} style={{ marginInlineStart: 'auto' }}>
            <Button icon={<SearchOutlined />}>
              {intl.formatMessage({
                id: 'one-click-search-detail.searchAgain',
              })}
            </Button>
          </Link>
        </div>
        <Descriptions size="small" column={{ xs: 1, md: 3 }} style={{ marginTop: 16 }}>
          <Descriptions.Item label={intl.formatMessage({ id: 'one-click-search-detail.id' })}>
            <Typography.Text copyable>{item.id}</Typography.Text>
          </Descriptions.Item>
          {Object.entries(item.attributes)
            .filter(([, value]) => value !== null)
            .map(([attribute, value]) => (
              <Descriptions.Item
                key={attribute}
                label={intl.formatMessage({
                  id: `one-click-search-detail.attr.${attribute}`,
                })}
              >
                {value}
              </Descriptions.Item>
            ))}
        </Descriptions>
      </Card>
      <ChannelFigures stats={current.item} />
      <Card className="chis-card" title={intl.formatMessage({ id: 'one-click-search-detail.databases' })}>
        <Typography.Paragraph type="secondary">
          {intl.formatMessage({ id: 'one-click-search-detail.databasesHint' }, { name: item.name })}
        </Typography.Paragraph>
        <DatabaseCounts sections={sections} linkKeyword={item.name} testId="one-click-search-detail-databases" />
      </Card>
    </div>
  );
}
