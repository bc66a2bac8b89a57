import { Space, Tag, Typography } from 'antd';
import { useIntl } from 'react-intl';
import { useLabel } from '../../layout/use-title';
import { groupBySection } from './benefits-model';

/** The codes of a benefit as a reader sees them: per section, its pages, and the regions. */
interface Props {
  codes: readonly string[];
  /** Licensed regions; left out where the codes alone are shown. */
  areas?: readonly string[];
  testId: string;
}

export default function GrantList({ codes, areas, testId }: Props) {
  const intl = useIntl();
  const pick = useLabel();
  const grants = groupBySection(codes);
  return (
    <div data-testid={testId}>
      {grants.map((grant) => (
        <div key={grant.code} style={{ marginBottom: 10 }} data-testid={`${testId}-${grant.code}`}>
          <Typography.Text strong>{pick(grant.title)}</Typography.Text>
          <Typography.Text type="secondary" style={{ marginInlineStart: 8, fontSize: 12 }}>
            {intl.formatMessage({ id: 'user-center.benefits.pages' }, { count: grant.pages.length })}
            {grant.exports > 0 && ` · ${intl.formatMessage({ id: 'user-center.benefits.exports' }, { count: grant.exports })}`}
          </Typography.Text>
          <div style={{ marginTop: 6, display: 'flex', flexWrap: 'wrap', gap: 6 }}>
            {grant.pages.map((page) => (
              <Tag key={page['zh-cn']} bordered={false} color="cyan" style={{ marginInlineEnd: 0 }}>
                {pick(page)}
              </Tag>
            ))}
          </div>
        </div>
      ))}
      {areas && (
        <Space size={6} wrap>
        <Typography.Text type="secondary">{intl.formatMessage({ id: 'user-center.benefits.areas' })}:</Typography.Text>
        {areas.length === 0 ? (
          <Tag>{intl.formatMessage({ id: 'user-center.benefits.allAreas' })}</Tag>
        ) : (
            areas.map((area) => <Tag key={area}>{area}</Tag>)
          )}
        </Space>
      )}
    </div>
  );
}
