// The `database-detail` route (`/basic-database/<section>/<id>-detail/:id`): a record as a full page.
import { Card } from 'antd';
import type { DatabasePageSchema } from '../../schema/types';
import { DetailView } from './DetailView';

export interface DetailPageProps {
  schema: DatabasePageSchema;
  routeId: string;
  params: Record<string, string | undefined>;
}

export default function DatabaseDetailPage({ schema, params }: DetailPageProps) {
  const rowId = params.id;
  if (!rowId) throw new Error(`route of ${schema.id}-detail has no :id`);
  return (
    <Card variant="borderless">
      <DetailView schema={schema} rowId={rowId} />
    </Card>
  );
}
