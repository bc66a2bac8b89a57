import { Card, Empty, Tag, Typography } from 'antd';
import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { useLoaderData, useMatches } from 'react-router';
import type { Label } from '../../generated/schema-types';
import { leafHandle } from '../router/handle';
import { localeAtom } from '../state/ui';

/** The parts of any page schema the frame shows (contracts §5). */
interface SchemaHead {
  kind: string;
  id: string;
  title: Label;
  description?: Label;
}

/**
 * The page of a generated route: its frame (title, description) from the schema the route
 * loaded. The renderer for each kind is the engine's (a later step); until it exists this says
 * so plainly instead of showing made-up data.
 */
export default function SchemaRoute() {
  const schema = useLoaderData() as SchemaHead;
  const route = leafHandle(useMatches());
  const locale = useAtomValue(localeAtom);
  const intl = useIntl();
  const text = (label: Label | undefined) => (label ? label[locale] || label['zh-cn'] : '');
  const kind = route?.kind ?? schema.kind;
  return (
    <Card data-testid={`${schema.id}-page`}>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {text(schema.title)} <Tag color="blue">{intl.formatMessage({ id: `schema-route.kind.${kind}` })}</Tag>
      </Typography.Title>
      {schema.description && <Typography.Paragraph type="secondary">{text(schema.description)}</Typography.Paragraph>}
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={
          <>
            <Typography.Text strong>{intl.formatMessage({ id: 'schema-route.pending.title' })}</Typography.Text>
            <br />
            <Typography.Text type="secondary">{intl.formatMessage({ id: 'schema-route.pending.body' })}</Typography.Text>
          </>
        }
      />
    </Card>
  );
}
