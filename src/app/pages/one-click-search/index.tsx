import { useEffect, useState } from 'react';
import { Badge, Card, Col, Empty, List, Row, Skeleton, Typography } from 'antd';
import { AppstoreOutlined, BankOutlined, MedicineBoxOutlined } from '@ant-design/icons';
import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { searchSummary, type SearchSummary } from '../../../api/home';
import { permissionCodesAtom } from '../../state/session';
import SearchBox from '../../layout/SearchBox';
import { SEARCH_DETAIL_CODE } from '../../layout/search-links';
import DatabaseCounts from './DatabaseCounts';
import HitRow from './HitRow';
import { GROUPS, groupHits, type GroupId } from './search-groups';

const GROUP_ICONS: Record<GroupId, React.ReactNode> = {
  drugs: <MedicineBoxOutlined />,
  companies: <BankOutlined />,
  categories: <AppstoreOutlined />,
};

/**
 * /one-click-search?keyword=…: matching rows per basic database (grouped by section, linking to each
 * page filtered by the keyword), then the matching drugs, companies and categories.
 */
export default function OneClickSearchPage() {
  const intl = useIntl();
  // Without the result page's code a hit is shown locked rather than as a link that cannot open.
  const canOpenDetail = useAtomValue(permissionCodesAtom).includes(SEARCH_DETAIL_CODE);
  const keyword = (useSearchParams()[0].get('keyword') ?? '').trim();
  const [results, setResults] = useState<SearchSummary | null>(null);

  useEffect(() => {
    if (!keyword) return;
    let live = true;
    searchSummary(keyword)
      .then((summary) => live && setResults({ ...summary, keyword }))
      .catch(() => live && setResults({ keyword, sections: [], hits: [] }));
    return () => {
      live = false;
    };
  }, [keyword]);

  // Results of an older keyword are never shown under a newer one.
  const current = results?.keyword === keyword ? results : null;
  const grouped = current ? groupHits(current.hits) : null;
  const rows = current?.sections.reduce((sum, section) => sum + section.total, 0) ?? 0;

  return (
    <div className="chis-page" data-testid="one-click-search">
      <Card className="chis-card" style={{ marginBottom: 20 }}>
        <Typography.Title level={4} style={{ marginTop: 0 }}>
          {intl.formatMessage({ id: 'one-click-search.title' })}
        </Typography.Title>
        <SearchBox key={keyword} size="large" width="100%" testId="search-page-box" defaultValue={keyword} />
        {current && (
          <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }} data-testid="one-click-search-summary">
            {intl.formatMessage({ id: 'one-click-search.summary' }, { count: current.hits.length, rows, keyword })}
          </Typography.Paragraph>
        )}
      </Card>
      {!keyword ? (
        <Empty description={intl.formatMessage({ id: 'one-click-search.prompt' })} />
      ) : !grouped ? (
        <Skeleton active />
      ) : current?.hits.length === 0 && rows === 0 ? (
        <Card className="chis-card">
          <Empty description={intl.formatMessage({ id: 'one-click-search.none' }, { keyword })} data-testid="one-click-search-empty" />
        </Card>
      ) : (
        <>
          <Card className="chis-card" style={{ marginBottom: 20 }} title={intl.formatMessage({ id: 'one-click-search.databases' })}>
            <DatabaseCounts sections={current?.sections ?? []} linkKeyword={keyword} testId="one-click-search-databases" />
          </Card>
          <Row gutter={[20, 20]}>
            {GROUPS.map((group) => {
              const hits = grouped[group.id];
              return (
                <Col key={group.id} xs={24} lg={8}>
                  <Card
                    className="chis-card"
                    style={{ height: '100%' }}
                    data-testid={`one-click-search-group-${group.id}`}
                    title={
                      <span>
                        <span style={{ color: '#0b6478', marginInlineEnd: 8 }}>{GROUP_ICONS[group.id]}</span>
                        {intl.formatMessage({
                          id: `one-click-search.group.${group.id}`,
                        })}
                        <Badge count={hits.length} showZero color={hits.length ? '#0b6478' : '#bfbfbf'} style={{ marginInlineStart: 8 }} />
                      </span>
                    }
                  >
                    {hits.length === 0 ? (
                      <Typography.Text type="secondary">
                        {intl.formatMessage({
                          id: 'one-click-search.groupEmpty',
                        })}
                      </Typography.Text>
                    ) : (
                      <List
                        size="small"
                        dataSource={hits}
                        renderItem={(hit) => (
                          <List.Item style={{ paddingInline: 0 }}>
                            <HitRow hit={hit} canOpen={canOpenDetail} />
                          </List.Item>
                        )}
                      />
                    )}
                  </Card>
                </Col>
              );
            })}
          </Row>
        </>
      )}
    </div>
  );
}
