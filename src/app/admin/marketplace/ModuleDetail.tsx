// A module's detail (issue 25 item 3): its description, price, category, developer, dates and
// downloads, the product versions it fits and the modules it needs, every version, the changelog and
// the screenshots — with the actions its state allows.
import { useEffect, useState, type ReactNode } from 'react';
import { Alert, Descriptions, Drawer, Image, Skeleton, Space, Table, Tag, Timeline, Typography } from 'antd';
import { useLabelText } from '../titles';
import { marketApi, type ModuleDetail as Detail } from './api';
import { failureText, priceText, useMarketText } from './text';

export function ModuleDetail({ uid, actions, stateTag, onClose }: { uid: string; actions: (detail: Detail) => ReactNode; stateTag: ReactNode; onClose: () => void }) {
  const t = useMarketText();
  const label = useLabelText();
  const [detail, setDetail] = useState<Detail | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    marketApi.detail(uid).then(
      (found) => live && setDetail(found),
      (failure: unknown) => live && setError(failureText(failure)),
    );
    return () => {
      live = false;
    };
  }, [uid]);

  const section = (title: string, content: ReactNode) => (
    <>
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {title}
      </Typography.Title>
      {content}
    </>
  );

  return (
    <Drawer open width={720} title={detail ? label(detail.title) : uid} onClose={onClose} data-testid={`market-detail-${uid}`} extra={stateTag}>
      {error && <Alert type="error" showIcon message={error} />}
      {!detail && !error && <Skeleton active />}
      {detail && (
        <Space direction="vertical" style={{ width: '100%' }}>
          {actions(detail)}
          {section(t('admin.market.description'), <Typography.Paragraph data-testid="market-detail-description">{label(detail.description)}</Typography.Paragraph>)}
          <Descriptions size="small" column={2} bordered>
            <Descriptions.Item label={t('admin.market.price')}>{priceText(detail.price, t)}</Descriptions.Item>
            <Descriptions.Item label={t('admin.market.version')}>{detail.version}</Descriptions.Item>
            <Descriptions.Item label={t('admin.market.category')}>{detail.categoryLabel}</Descriptions.Item>
            <Descriptions.Item label={t('admin.market.developer')}>{detail.developer}</Descriptions.Item>
            <Descriptions.Item label={t('admin.market.updated')}>{detail.updated}</Descriptions.Item>
            <Descriptions.Item label={t('admin.market.published')}>{detail.published}</Descriptions.Item>
            <Descriptions.Item label={t('admin.market.downloads')}>{detail.downloads}</Descriptions.Item>
            <Descriptions.Item label={t('admin.market.productVersions')}>{detail.productVersions}</Descriptions.Item>
            {Object.keys(detail.dependencies).length > 0 && (
              <Descriptions.Item label={t('admin.market.dependencies')} span={2}>
                {Object.entries(detail.dependencies).map(([dependency, range]) => (
                  <Tag key={dependency}>
                    {dependency} {range}
                  </Tag>
                ))}
              </Descriptions.Item>
            )}
          </Descriptions>
          {detail.screenshots.length > 0 &&
            section(
              t('admin.market.screenshots'),
              <Image.PreviewGroup>
                <Space wrap>
                  {detail.screenshots.map((shot) => (
                    <Image key={shot.url} width={200} src={marketApi.assetUrl(shot.url)} alt={shot.caption ? label(shot.caption) : ''} />
                  ))}
                </Space>
              </Image.PreviewGroup>,
            )}
          {section(
            t('admin.market.versions'),
            <Table
              size="small"
              rowKey="version"
              pagination={false}
              dataSource={detail.versions}
              columns={[
                { title: t('admin.market.version'), dataIndex: 'version' },
                { title: t('admin.market.updated'), dataIndex: 'updated' },
                { title: t('admin.market.size'), dataIndex: 'size', render: (size: number) => `${(size / 1024).toFixed(1)} KB` },
              ]}
            />,
          )}
          {section(
            t('admin.market.changelog'),
            <Timeline
              data-testid="market-detail-changelog"
              items={detail.changelog.map((release) => ({ children: `${release.version} (${release.date}): ${label(release.notes)}` }))}
            />,
          )}
        </Space>
      )}
    </Drawer>
  );
}
