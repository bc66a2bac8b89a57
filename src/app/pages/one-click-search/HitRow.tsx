import { Tag, Typography } from 'antd';
import { LockOutlined, RightOutlined } from '@ant-design/icons';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { Suggestion } from '../../../api/home';
import { searchDetailHref } from '../../layout/search-links';

const row = { display: 'flex', width: '100%', alignItems: 'center', gap: 8 } as const;

/**
 * One matching drug, company or category: a link to its result page for a user who may open it;
 * for anyone else (a trial account) the same line, locked, saying why it does not open.
 */
export default function HitRow({ hit, canOpen }: { hit: Suggestion; canOpen: boolean }) {
  const intl = useIntl();
  const body = (
    <>
      <span style={{ flex: 1, minWidth: 0 }}>
        <Typography.Text ellipsis type={canOpen ? undefined : 'secondary'}>
          {hit.name}
        </Typography.Text>
        {hit.extra && (
          <Typography.Text type="secondary" style={{ fontSize: 12, marginInlineStart: 8 }}>
            {hit.extra}
          </Typography.Text>
        )}
      </span>
      <Tag bordered={false} style={{ marginInlineEnd: 0 }}>
        {intl.formatMessage({ id: `layout.search.type.${hit.type}` })}
      </Tag>
      {canOpen ? <RightOutlined style={{ fontSize: 10, color: '#bfbfbf' }} /> : <LockOutlined style={{ color: '#bfbfbf' }} />}
    </>
  );
  if (canOpen) {
    return (
      <Link to={searchDetailHref(hit)} style={row} data-testid={`one-click-search-hit-${hit.type}-${hit.id}`}>
        {body}
      </Link>
    );
  }
  const locked = intl.formatMessage({ id: 'one-click-search.hitLocked' });
  return (
    <span style={row} title={locked} data-testid={`one-click-search-hit-locked-${hit.type}-${hit.id}`}>
      {body}
    </span>
  );
}
