import { Card, Empty, Skeleton, Tag, Typography } from 'antd';
import { Suspense, type ComponentType } from 'react';
import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { useLoaderData, useMatches, useParams } from 'react-router';
import { renderers } from '../../engine';
import type { Label } from '../../generated/schema-types';
import EngineRuntimeProvider from '../engine-runtime/EngineRuntimeProvider';
import { leafHandle } from '../router/handle';
import { localeAtom } from '../state/ui';

/** The parts of any page schema the frame shows (contracts §5). */
interface SchemaHead {
  kind: string;
  id: string;
  title: Label;
  description?: Label;
}

interface RendererProps {
  schema: SchemaHead;
  routeId: string;
  params: Record<string, string | undefined>;
}

// Each renderer takes the schema of its own kind; the route's loader loaded exactly that schema.
const byKind = renderers as unknown as Record<string, ComponentType<RendererProps> | undefined>;

/**
 * The page of a generated route: the engine's renderer for the route's kind, given the schema the
 * route loaded. The renderers show their own title and description; a kind the engine has no
 * renderer for (crud screens) keeps a plain frame that says so.
 */
export default function SchemaRoute() {
  const schema = useLoaderData() as SchemaHead;
  const route = leafHandle(useMatches());
  const params = useParams();
  const kind = route?.kind ?? schema.kind;
  const Renderer = byKind[kind];
  if (!Renderer) return <PendingFrame schema={schema} kind={kind} />;
  return (
    <EngineRuntimeProvider>
      <Suspense fallback={<Skeleton active data-testid="schema-route-loading" />}>
        <Renderer schema={schema} routeId={route?.routeId ?? schema.id} params={params} />
      </Suspense>
    </EngineRuntimeProvider>
  );
}

function PendingFrame({ schema, kind }: { schema: SchemaHead; kind: string }) {
  const locale = useAtomValue(localeAtom);
  const intl = useIntl();
  const text = (label: Label | undefined) => (label ? label[locale] || label['zh-cn'] : '');
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
