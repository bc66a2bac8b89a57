// A table that is one block among others on a long page (a ranking under the charts): its code and
// its rows are drawn once it comes near the viewport. Until then — and while its code loads — it keeps
// the room the drawn table will take, so the page does not jump as the reader scrolls into it.
import { lazy, Suspense } from 'react';
import { useNearViewport } from '../../runtime/use-near-viewport';
import type { DataTableProps } from './DataTable';
import { ROW_HEIGHT } from './row-height';

const DataTable = lazy(() => import('./DataTable').then(({ DataTable: table }) => ({ default: table })));

export function DeferredDataTable(props: DataTableProps) {
  const [watchNear, near] = useNearViewport<HTMLDivElement>();
  const testId = props.testId ?? `${props.model.id}-table`;
  const rows = Math.max(props.rows.length, 1) + 1;
  const room = <div data-testid={`${testId}-pending`} data-deferred={near ? undefined : 'true'} style={{ height: Math.min(rows * ROW_HEIGHT, props.maxHeight ?? Infinity) }} />;
  return (
    <div ref={watchNear} data-testid={`${testId}-deferred`}>
      {near ? (
        <Suspense fallback={room}>
          <DataTable {...props} />
        </Suspense>
      ) : (
        room
      )}
    </div>
  );
}
