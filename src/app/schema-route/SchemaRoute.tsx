import { Suspense, type ComponentType } from 'react';
import { useLoaderData, useMatches, useParams } from 'react-router';
import { LoadingSkeleton } from '../../engine/widgets/LoadingSkeleton';
import { renderers } from '../../engine';
import type { Label } from '../../generated/schema-types';
import EngineRuntimeProvider from '../engine-runtime/EngineRuntimeProvider';
import { leafHandle } from '../router/handle';

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
 * route loaded. The renderers show their own title and description.
 */
export default function SchemaRoute() {
  const schema = useLoaderData() as SchemaHead;
  const route = leafHandle(useMatches());
  const params = useParams();
  const kind = route?.kind ?? schema.kind;
  const Renderer = byKind[kind];
  // The router only builds routes for kinds the engine renders (crud screens are filtered out).
  if (!Renderer) throw new Error(`No renderer for page kind "${kind}"`);
  return (
    <EngineRuntimeProvider>
      <Suspense fallback={<LoadingSkeleton testId="schema-route-loading" />}>
        <Renderer schema={schema} routeId={route?.routeId ?? schema.id} params={params} />
      </Suspense>
    </EngineRuntimeProvider>
  );
}
