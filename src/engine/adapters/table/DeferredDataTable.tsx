// A table that is one block among others on a long page (a ranking under the charts): its code and
// its rows are drawn once it comes near the viewport. Until then — and while its code loads — it keeps
// the room the drawn table will take, so the page does not jump as the reader scrolls into it.
import { lazy, Suspense } from 'react';
import { trackDrawing } from '../../runtime/print-whole-page';
import { useNearViewport } from '../../runtime/use-near-viewport';
import type { DataTableProps } from './DataTable';
import { ROW_HEIGHT } from './row-height';

// The room looks like the empty table it stands for (the header band and row lines of data-table.css,
// which comes with the table's code): a reader who scrolls faster than the code loads sees a table
// filling in, not a blank card.
const ROOM_LOOK = `linear-gradient(#fafafa, #fafafa) top / 100% ${ROW_HEIGHT}px no-repeat, repeating-linear-gradient(to bottom, transparent 0 ${ROW_HEIGHT - 1}px, #f0f0f0 ${ROW_HEIGHT - 1}px ${ROW_HEIGHT}px)`;

// Loaded once, when the first table comes near; a print waits for it (print-whole-page.ts).
const DataTable = lazy(() => {
  const code = import('./DataTable').then(({ DataTable: table }) => ({ default: table }));
  trackDrawing(code);
  return code;
});

/** The block's test id is given: the room and its wrapper are named after it (`-pending`, `-deferred`). */
export function DeferredDataTable(props: DataTableProps & { testId: string }) {
  const [watchNear, near] = useNearViewport<HTMLDivElement>();
  const { testId } = props;
  const rows = Math.max(props.rows.length, 1) + 1;
  const room = <div data-testid={`${testId}-pending`} data-deferred={near ? undefined : 'true'} style={{ height: Math.min(rows * ROW_HEIGHT, props.maxHeight ?? Infinity), background: ROOM_LOOK }} />;
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
